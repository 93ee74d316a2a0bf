/**
 * The early click hold (site/src/lib/early-click-hold.ts): clicks made before the page script listens are held by
 * the layouts' inline script and made again once it does, for the visitor click block (docs/product.md#states) and
 * the static buttons' actions (lib/page-actions.ts).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, sessionKeys } from '@travel/server/domain';
import {
  EARLY_CLICK_HOLD,
  earlyClickHoldScript,
  HOLD_GIVE_UP_MS,
  holdEarlyClicks,
  releaseHeldClick,
  type EarlyClickHold,
} from '../../../site/src/lib/early-click-hold.ts';
import { $customizationModal, closeCustomization } from '../../../site/src/lib/customization.ts';
import { installPageActions, pageActionSelector } from '../../../site/src/lib/page-actions.ts';
import { RETURN_STORAGE_KEY } from '../../../site/src/lib/return-target.ts';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';
import { installVisitorClickBlock, visitorAllowedSelector } from '../../../site/src/lib/visitor-click-block.ts';

/** PublicLayout's hold: visitors blocked; TripDetail's: only the static buttons. */
const holdOnPublicPage = () =>
  holdEarlyClicks(sessionKeys.authToken, EARLY_CLICK_HOLD, visitorAllowedSelector, pageActionSelector, HOLD_GIVE_UP_MS);
const holdOnTripPage = () => holdEarlyClicks(sessionKeys.authToken, EARLY_CLICK_HOLD, null, pageActionSelector, HOLD_GIVE_UP_MS);
const heldNow = () => (window as unknown as Record<string, EarlyClickHold | undefined>)[EARLY_CLICK_HOLD];
const signIn = () => signInTraveller('t', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });

/** A click as a person makes it; whether the page (or the hold) prevented its default. */
function press(id: string): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event.defaultPrevented;
}

const pageActionsGoTo = vi.fn();

describe('clicks made before the page script listens', () => {
  let uninstallBlock: () => void = () => {};
  beforeAll(() => installPageActions(document, pageActionsGoTo));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearSession();
    closeCustomization();
    pageActionsGoTo.mockReset();
    document.body.innerHTML = `
      <article data-trip-id="abc-123" data-price="24999">
        <h3 class="trip-place"><a id="details" href="/trip/abc-123">Spiti Valley</a></h3>
        <span class="trip-days">6N/7D</span>
        <button id="customize" data-customize><svg><path id="icon"></path></svg>Customize</button>
      </article>
      <a id="login" href="/login">Login</a>
      <button id="book" data-unavailable="${messages.bookingLinkUnavailable}">Book Now</button>
      <h2 id="heading">Custom Journeys</h2>`;
  });
  afterEach(() => {
    uninstallBlock();
    releaseHeldClick();
  });

  it("holds a visitor's click from the first byte and, once the block listens, sends it to /login with the trip card", () => {
    holdOnPublicPage();
    const hold = heldNow()!;
    expect(press('details')).toBe(true);
    expect(hold.clicked?.id).toBe('details');
    const goTo = vi.fn();
    uninstallBlock = installVisitorClickBlock(document, goTo);
    releaseHeldClick();
    expect(goTo).toHaveBeenCalledExactlyOnceWith('/login');
    expect(sessionStorage.getItem(RETURN_STORAGE_KEY)).toBe('/trip/abc-123');
    expect(heldNow()).toBeUndefined();
    // The block answers the next click alone; the hold no longer hears it.
    hold.clicked = undefined;
    press('heading');
    expect(hold.clicked).toBeUndefined();
    expect(goTo).toHaveBeenCalledTimes(2);
  });

  it('lets a visitor use what is allowed (Login), and lets every click through once signed in in another tab', () => {
    holdOnPublicPage();
    expect([press('login'), heldNow()?.clicked]).toEqual([false, undefined]);
    signIn();
    expect([press('heading'), heldNow()?.clicked]).toEqual([false, undefined]);
  });

  it("holds a signed-in traveller's click on a static button and makes it again for the page's actions", async () => {
    signIn();
    holdOnPublicPage();
    // Not a static button: the page's own.
    expect(press('heading')).toBe(false);
    // On the button's icon: the button is held, and opens the form for the card's trip once the actions listen.
    expect(press('icon')).toBe(true);
    expect(heldNow()?.clicked?.id).toBe('customize');
    expect($customizationModal.get().open).toBe(false);
    releaseHeldClick();
    expect(heldNow()).toBeUndefined();
    // The modal's store is loaded on the press (lib/page-actions.ts), so the form opens a moment later.
    await vi.waitFor(() =>
      expect($customizationModal.get()).toMatchObject({ open: true, trip: { id: 'abc-123', place: 'Spiti Valley', price: 24999 } }),
    );
  });

  it('on the trip page holds only the static buttons: the unavailable booking link alerts once the actions listen', () => {
    // happy-dom has no window.alert: give it one to observe.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    try {
      holdOnTripPage();
      expect(press('heading')).toBe(false);
      expect(press('book')).toBe(true);
      expect(alert).not.toHaveBeenCalled();
      releaseHeldClick();
      expect(alert).toHaveBeenCalledExactlyOnceWith(messages.bookingLinkUnavailable);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('makes a click whose element was replaced on its nearest ancestor still in the page', () => {
    // A visitor's tap on a card's photo, which the carousel replaced before the block ran: /login with the card's trip.
    document.querySelector('article')!.insertAdjacentHTML('afterbegin', '<img id="photo" alt="">');
    holdOnPublicPage();
    press('photo');
    document.getElementById('photo')!.remove();
    const goTo = vi.fn();
    uninstallBlock = installVisitorClickBlock(document, goTo);
    releaseHeldClick();
    expect(goTo).toHaveBeenCalledExactlyOnceWith('/login');
    expect(sessionStorage.getItem(RETURN_STORAGE_KEY)).toBe('/trip/abc-123');
    uninstallBlock();

    // A static button that is gone does nothing: its card is not a button.
    signIn();
    holdOnPublicPage();
    press('customize');
    document.getElementById('customize')!.remove();
    releaseHeldClick();
    expect($customizationModal.get().open).toBe(false);
  });

  it('sends the visitor to /login itself when the script never comes (scripts that do not load)', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    try {
      holdOnPublicPage();
      press('heading');
      vi.advanceTimersByTime(HOLD_GIVE_UP_MS - 1);
      expect(assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(assign).toHaveBeenCalledExactlyOnceWith('/login');
      // Signed in meanwhile (another tab): the timer leaves the traveller where they are.
      assign.mockClear();
      press('heading');
      signIn();
      vi.advanceTimersByTime(HOLD_GIVE_UP_MS);
      expect(assign).not.toHaveBeenCalled();
      releaseHeldClick();
      clearSession();
      holdOnPublicPage();
      // Once the script has taken over, the hold's timer leaves the click to it.
      assign.mockClear();
      press('heading');
      uninstallBlock = installVisitorClickBlock(document, vi.fn());
      releaseHeldClick();
      vi.advanceTimersByTime(HOLD_GIVE_UP_MS);
      expect(assign).not.toHaveBeenCalled();
    } finally {
      assign.mockRestore();
      vi.useRealTimers();
    }
  });

  it("is what the layouts inline: the same function called with the product's values", () => {
    const script = earlyClickHoldScript({
      tokenKey: sessionKeys.authToken,
      visitorAllowed: visitorAllowedSelector,
      pageActionSelector,
    });
    expect(script).not.toContain('<');
    new Function(script)();
    press('heading');
    expect(heldNow()?.clicked?.id).toBe('heading');
  });
});
