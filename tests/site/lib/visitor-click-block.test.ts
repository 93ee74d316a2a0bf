import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installVisitorClickBlock } from '../../../site/src/lib/visitor-click-block.ts';
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
});
