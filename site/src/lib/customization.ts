/** Shared open state of the customization modal: any button on the page may open it for a trip or in general. */
import { formatPhone } from '@travel/server/domain';
import { atom } from 'nanostores';
import type { Trip } from '@travel/server/entities';
import { localStore } from './safe-storage.ts';
import { $session } from './session.ts';

export type CustomizationTrip = Pick<Trip, 'id' | 'place' | 'price' | 'days'>;

export interface CustomizationModalState {
  open: boolean;
  trip: CustomizationTrip | null;
  /** Whether the visitor opened it once on this page (cancels the automatic prompt, docs/product.md#states). */
  openedOnce: boolean;
}

export const $customizationModal = atom<CustomizationModalState>({ open: false, trip: null, openedOnce: false });

/**
 * The product's (docs/product.md#states) automatic prompt is shown once per traveller, not once per page load: remembered in
 * localStorage under the traveller's number once it was shown, the form was opened or a request sent.
 */
function promptKey(): string | null {
  const user = $session.get().user;
  return user ? `customizationPromptDone:${formatPhone(user, { e164: true })}` : null;
}

export function isCustomizationPromptDone(): boolean {
  const key = promptKey();
  return key !== null && localStore.get(key) === '1';
}

export function markCustomizationPromptDone(): void {
  const key = promptKey();
  // Storage full or blocked: the prompt may come once more, nothing worse.
  if (key) localStore.set(key, '1');
}

export function openCustomization(trip: CustomizationTrip | null = null): void {
  markCustomizationPromptDone();
  $customizationModal.set({ open: true, trip, openedOnce: true });
}

export function closeCustomization(): void {
  $customizationModal.set({ ...$customizationModal.get(), open: false });
}
