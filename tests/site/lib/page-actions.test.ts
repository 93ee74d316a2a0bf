import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@travel/server/domain';
import { installPageActions } from '../../../site/src/lib/page-actions.ts';
import { $customizationModal, closeCustomization } from '../../../site/src/lib/customization.ts';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';

const goTo = vi.fn();

describe('buttons of the static sections', () => {
  beforeAll(() => installPageActions(document, goTo));
  beforeEach(() => {
    goTo.mockReset();
    clearSession();
    closeCustomization();
    document.body.innerHTML = `
      <button id="general" data-customize>Customize Your Trip</button>
      <button id="trip" data-customize='{"id":"t1","place":"Goa","price":9999,"days":"3N/4D"}'><span id="label">Customize</span></button>
      <article class="trip-card" data-trip-id="t2" data-price="24999">
        <h3 class="trip-place"><a href="/trip/t2"> Spiti Valley </a></h3>
        <span class="trip-days">6N/7D</span>
        <button id="card" data-customize>Customize</button>
      </article>
      <button id="book" data-unavailable="${messages.bookingLinkUnavailable}">Book Now</button>
      <button id="to-reviews" data-scroll-to="reviews">Reviews</button>
      <section id="reviews"><h2>Traveler Reviews</h2></section>`;
  });

  it('open the customization modal for a signed-in traveller, in general or for the trip', async () => {
    signInTraveller('t', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });
    // The modal's store is loaded on the first press (not with the page), so the modal opens a moment after the click.
    document.getElementById('general')!.click();
    await vi.waitFor(() => expect($customizationModal.get()).toMatchObject({ open: true, trip: null, openedOnce: true }));
    closeCustomization();
    document.getElementById('label')!.click();
    await vi.waitFor(() =>
      expect($customizationModal.get()).toMatchObject({ open: true, trip: { id: 't1', place: 'Goa', price: 9999, days: '3N/4D' } }),
    );
    closeCustomization();
    // A landing trip card gives its trip: the card's id and price, its place and days as shown.
    document.getElementById('card')!.click();
    await vi.waitFor(() =>
      expect($customizationModal.get()).toMatchObject({
        open: true,
        trip: { id: 't2', place: 'Spiti Valley', price: 24999, days: '6N/7D' },
      }),
    );
  });

  it('send a visitor to /login instead (opening requires login)', () => {
    document.getElementById('general')!.click();
    expect(goTo).toHaveBeenCalledWith('/login');
    expect($customizationModal.get().open).toBe(false);
    // From a trip's Customize, the visitor returns to that trip after signing in.
    document.getElementById('trip')!.click();
    expect(goTo).toHaveBeenLastCalledWith('/login');
    expect(sessionStorage.getItem('returnTo')).toBe('/trip/t1');
    document.getElementById('card')!.click();
    expect(sessionStorage.getItem('returnTo')).toBe('/trip/t2');
  });

  it('scroll to a section and move focus there (floating Reviews button, Start Exploring)', () => {
    signInTraveller('t', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });
    const section = document.getElementById('reviews')!;
    const scrolled = vi.fn();
    section.scrollIntoView = scrolled;
    document.getElementById('to-reviews')!.click();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(section);
  });

  it("alert SPEC's message for a missing booking link", () => {
    // happy-dom has no window.alert: give it one to observe.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    window.alert = alert;
    document.getElementById('book')!.click();
    expect(alert).toHaveBeenCalledWith('Booking link not available for this trip.');
  });
});
