import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@travel/server/domain';
import { installVisitorClickBlock, visitorAllowedSelector } from '../../../site/src/lib/visitor-click-block.ts';
import {
  HOLD_GIVE_UP_MS,
  holdVisitorClicks,
  VISITOR_CLICK_HOLD,
  visitorClickHoldScript,
  type VisitorClickHold,
} from '../../../site/src/lib/visitor-click-hold.ts';
import { RETURN_STORAGE_KEY } from '../../../site/src/lib/return-target.ts';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';

describe('visitor click block (docs/product.md#states)', () => {
  let uninstall: () => void = () => {};
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    document.body.innerHTML = '<main><button id="inner">Customize</button></main>';
  });
  afterEach(() => uninstall());

  it('catches a visitor click in the capture phase, before the page sees it, and goes to /login', () => {
    const goTo = vi.fn();
    const pageHandler = vi.fn();
    document.getElementById('inner')!.addEventListener('click', pageHandler);
    uninstall = installVisitorClickBlock(document, goTo);
    document.getElementById('inner')!.click();
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(pageHandler).not.toHaveBeenCalled();
  });

  it('is removed once the visitor signs in, and comes back on logout', () => {
    const goTo = vi.fn();
    const pageHandler = vi.fn();
    document.getElementById('inner')!.addEventListener('click', pageHandler);
    uninstall = installVisitorClickBlock(document, goTo);
    signInTraveller('t', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });
    document.getElementById('inner')!.click();
    expect(goTo).not.toHaveBeenCalled();
    expect(pageHandler).toHaveBeenCalledTimes(1);
    clearSession();
    document.getElementById('inner')!.click();
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(pageHandler).toHaveBeenCalledTimes(1);
  });

  it('lets a visitor use the ways to contact or join: chat, phone, e-mail, login, sign up, social links', () => {
    const goTo = vi.fn();
    document.body.innerHTML = `
      <div data-visitor-allowed class="chat-float"><a id="chat" href="https://wa.me/91">Chat</a><button id="close">×</button></div>
      <a id="tel" href="tel:+919876543210"><span id="tel-text">Call</span></a>
      <a id="mail" href="mailto:hello@example.com">Mail</a>
      <a id="login" href="/login">Login</a><a id="signup" href="/signup">Sign Up</a>
      <a id="social" href="https://instagram.com/x" data-visitor-allowed>Instagram</a>
      <a id="about" href="/trips#about">About</a>`;
    for (const element of document.querySelectorAll('a')) element.addEventListener('click', (event) => event.preventDefault());
    uninstall = installVisitorClickBlock(document, goTo);
    for (const id of ['chat', 'close', 'tel-text', 'mail', 'login', 'signup', 'social']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
    }
    expect(goTo).not.toHaveBeenCalled();
    document.getElementById('about')!.click();
    expect(goTo).toHaveBeenCalledWith('/login');
  });

  it('sends a visitor who clicked on a trip card to /login, remembering that trip to return to', () => {
    const goTo = vi.fn();
    sessionStorage.clear();
    document.body.innerHTML = '<article data-trip-id="abc-123"><button id="book">Book Now</button></article><h2 id="other">Other</h2>';
    uninstall = installVisitorClickBlock(document, goTo);
    document.getElementById('book')!.click();
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(sessionStorage.getItem(RETURN_STORAGE_KEY)).toBe('/trip/abc-123');
    // A click elsewhere has no trip to return to.
    document.getElementById('other')!.click();
    expect(sessionStorage.getItem(RETURN_STORAGE_KEY)).toBeNull();
  });

  describe('a click made before the block ran (PublicLayout holds it from the first byte)', () => {
    const holdClicks = () => holdVisitorClicks(sessionKeys.authToken, VISITOR_CLICK_HOLD, visitorAllowedSelector, HOLD_GIVE_UP_MS);
    const heldNow = () => (window as unknown as Record<string, VisitorClickHold | undefined>)[VISITOR_CLICK_HOLD];

    it('is sent on to /login when the block runs, with the trip to return to, and the hold is gone', () => {
      sessionStorage.clear();
      document.body.innerHTML = '<article data-trip-id="abc-123"><a id="details" href="/trip/abc-123">View Details</a></article>';
      holdClicks();
      const hold = heldNow()!;
      const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById('details')!.dispatchEvent(followed);
      expect(followed.defaultPrevented).toBe(true);
      expect(hold.clicked?.id).toBe('details');
      const goTo = vi.fn();
      uninstall = installVisitorClickBlock(document, goTo);
      expect(goTo).toHaveBeenCalledExactlyOnceWith('/login');
      expect(sessionStorage.getItem(RETURN_STORAGE_KEY)).toBe('/trip/abc-123');
      expect(heldNow()).toBeUndefined();
      // The block itself answers the next click; the hold no longer hears it.
      hold.clicked = undefined;
      document.getElementById('details')!.click();
      expect(hold.clicked).toBeUndefined();
      expect(goTo).toHaveBeenCalledTimes(2);
    });

    it('lets the allowed elements through, and every click once the traveller has signed in (another tab)', () => {
      document.body.innerHTML = '<a id="login" href="/login">Login</a><button id="other">Other</button>';
      holdClicks();
      const login = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById('login')!.dispatchEvent(login);
      expect([login.defaultPrevented, heldNow()?.clicked]).toEqual([false, undefined]);
      signInTraveller('t', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });
      const other = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById('other')!.dispatchEvent(other);
      expect([other.defaultPrevented, heldNow()?.clicked]).toEqual([false, undefined]);
      uninstall = installVisitorClickBlock(document, vi.fn());
    });

    it('holds nothing for a signed-in traveller, and the block drops a click held before signing in', () => {
      signInTraveller('t', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });
      holdClicks();
      expect(heldNow()).toBeUndefined();
      clearSession();

      holdClicks();
      document.getElementById('inner')!.click();
      signInTraveller('t', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' });
      const goTo = vi.fn();
      uninstall = installVisitorClickBlock(document, goTo);
      expect(goTo).not.toHaveBeenCalled();
      expect(heldNow()).toBeUndefined();
    });

    it('sends the visitor to /login itself when the block never comes (scripts that do not load)', () => {
      vi.useFakeTimers();
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      try {
        holdClicks();
        document.getElementById('inner')!.click();
        vi.advanceTimersByTime(HOLD_GIVE_UP_MS - 1);
        expect(assign).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(assign).toHaveBeenCalledExactlyOnceWith('/login');
        // Once the block has taken over, the hold's timer leaves the click to it.
        assign.mockClear();
        document.getElementById('inner')!.click();
        uninstall = installVisitorClickBlock(document, vi.fn());
        vi.advanceTimersByTime(HOLD_GIVE_UP_MS);
        expect(assign).not.toHaveBeenCalled();
      } finally {
        assign.mockRestore();
        vi.useRealTimers();
      }
    });

    it("is what PublicLayout inlines: the same function called with the product's values", () => {
      const script = visitorClickHoldScript({ tokenKey: sessionKeys.authToken, allowed: visitorAllowedSelector });
      expect(script).not.toContain('<');
      new Function(script)();
      document.getElementById('inner')!.click();
      expect(heldNow()?.clicked?.id).toBe('inner');
      uninstall = installVisitorClickBlock(document, vi.fn());
    });
  });
});
