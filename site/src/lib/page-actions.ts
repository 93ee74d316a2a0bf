/**
 * Buttons rendered by static (no-JavaScript) sections: `data-customize` opens the customization modal (for a trip
 * when the attribute holds its JSON or the button is on a trip card), `data-unavailable` shows the product's
 * (docs/product.md#errors) alert for a trip without a booking link or itinerary, `data-scroll-to` scrolls to a section
 * (Start Exploring, the floating Reviews button) and moves focus there.
 */
import type { CustomizationTrip } from './customization.ts';
import { prefersReducedMotion } from './motion.ts';
import { loginPathReturningTo, tripPathOf } from './return-target.ts';
import { isAuthenticated } from './session.ts';

/**
 * The trip a Customize button is for: the JSON it carries (the trip page), else the landing's trip card it sits in (TripCard:
 * the card's data-trip-id and data-price, its place and days as shown), else none (a general request).
 */
function tripOf(element: HTMLElement): CustomizationTrip | null {
  const json = element.dataset.customize;
  if (json) {
    try {
      return JSON.parse(json) as CustomizationTrip;
    } catch {
      return null;
    }
  }
  const card = element.closest<HTMLElement>('[data-trip-id][data-price]');
  if (!card?.dataset.tripId) return null;
  const shown = (selector: string) => card.querySelector(selector)?.textContent?.trim() ?? '';
  return { id: card.dataset.tripId, place: shown('.trip-place'), price: Number(card.dataset.price), days: shown('.trip-days') };
}

/** The static buttons this answers: what the page's early click hold keeps for it (lib/early-click-hold.ts). */
export const pageActionSelector = '[data-customize], [data-unavailable], [data-scroll-to]';

export function installPageActions(
  target: Document = document,
  goTo: (path: string) => void = (path) => window.location.assign(path),
): void {
  target.addEventListener('click', (event) => {
    const element = (event.target as Element | null)?.closest<HTMLElement>(pageActionSelector);
    if (!element) return;
    event.preventDefault();
    if (element.dataset.scrollTo) {
      const section = target.getElementById(element.dataset.scrollTo);
      if (!section) return;
      section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      // Keyboard and screen-reader users continue from the section they asked for.
      if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
      section.focus({ preventScroll: true });
      return;
    }
    if (element.dataset.unavailable) {
      window.alert(element.dataset.unavailable);
      return;
    }
    const trip = tripOf(element);
    // docs/product.md#states: opening the modal requires login; the visitor comes back to the trip afterwards.
    if (!isAuthenticated()) {
      goTo(loginPathReturningTo(tripPathOf(element) ?? (trip ? `/trip/${encodeURIComponent(trip.id)}` : null)));
      return;
    }
    // Loaded on the first press rather than with the page: a visitor never needs it (so it stays out of the landing's
    // first-load script), and a signed-in traveller's modal island has usually loaded it already.
    void import('./customization.ts').then(({ openCustomization }) => openCustomization(trip));
  });
}
