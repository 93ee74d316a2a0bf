/** Shared open state of the customization modal: any button on the page may open it for a trip or in general. */
import { atom } from 'nanostores';
import type { Trip } from '@travel/server/domain';

export type CustomizationTrip = Pick<Trip, 'id' | 'place' | 'price' | 'days'>;

export interface CustomizationModalState {
  open: boolean;
  trip: CustomizationTrip | null;
  /** Whether the visitor opened it once on this page (cancels the automatic prompt, SPEC §4). */
  openedOnce: boolean;
}

export const $customizationModal = atom<CustomizationModalState>({ open: false, trip: null, openedOnce: false });

export function openCustomization(trip: CustomizationTrip | null = null): void {
  $customizationModal.set({ open: true, trip, openedOnce: true });
}

export function closeCustomization(): void {
  $customizationModal.set({ ...$customizationModal.get(), open: false });
}
