/** Shared open state of the customization modal: any button on the page may open it for a trip or in general. */
import { formatPhone } from '@travel/server/domain';
import { atom } from 'nanostores';
import type { Trip } from '@travel/server/domain';
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
  try {
    return key !== null && globalThis.localStorage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function markCustomizationPromptDone(): void {
  const key = promptKey();
  try {
    if (key) globalThis.localStorage?.setItem(key, '1');
  } catch {
    // Storage full or blocked: the prompt may come once more, nothing worse.
  }
}

export function openCustomization(trip: CustomizationTrip | null = null): void {
  markCustomizationPromptDone();
  $customizationModal.set({ open: true, trip, openedOnce: true });
}

export function closeCustomization(): void {
  $customizationModal.set({ ...$customizationModal.get(), open: false });
}
