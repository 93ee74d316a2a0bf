/**
 * Buttons rendered by static (no-JavaScript) sections: `data-customize` opens the customization
 * modal (optionally for a trip, its JSON in the attribute), `data-unavailable` shows SPEC §8's
 * alert for a trip without a booking link or itinerary.
 */
import { openCustomization } from './customization.ts';
import type { CustomizationTrip } from './customization.ts';
import { isAuthenticated } from './session.ts';

function parseTrip(raw: string | undefined): CustomizationTrip | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CustomizationTrip;
  } catch {
    return null;
  }
}

export function installPageActions(
  target: Document = document,
  goTo: (path: string) => void = (path) => window.location.assign(path),
): void {
  target.addEventListener('click', (event) => {
    const element = (event.target as Element | null)?.closest<HTMLElement>('[data-customize], [data-unavailable]');
    if (!element) return;
    event.preventDefault();
    if (element.dataset.unavailable) {
      window.alert(element.dataset.unavailable);
      return;
    }
    // SPEC §4: opening the modal requires login.
    if (!isAuthenticated()) {
      goTo('/login');
      return;
    }
    openCustomization(parseTrip(element.dataset.customize));
  });
}
