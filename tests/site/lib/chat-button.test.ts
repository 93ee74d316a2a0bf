/**
 * The floating chat button's inline script (site/src/lib/chat-button.ts): closing removes it and is remembered for the
 * rest of the visit, so after a reload it is gone before the first paint; blocked storage still
 * lets it close. The script under test is the very text the page inlines (`chatButtonScript`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_BUTTON_ID, CHAT_CLOSED_KEY, chatButtonScript } from '../../../site/src/lib/chat-button.ts';

/** The markup of components/ChatButton.astro, then its inline script run as the browser would. */
function loadPage() {
  document.body.innerHTML = `
    <main>page</main>
    <aside id="${CHAT_BUTTON_ID}" aria-label="Chat with us">
      <div class="chat-float" data-visitor-allowed>
        <a class="chat-link" href="https://wa.me/919999999999?text=Hi">Chat</a>
        <button type="button" class="chat-close" aria-label="Close chat button">×</button>
      </div>
    </aside>`;
  new Function(chatButtonScript())();
}
const chatButton = () => document.getElementById(CHAT_BUTTON_ID);

describe('the floating chat button', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('stays until closed, then is gone from this page and from the next ones of the visit', () => {
    loadPage();
    expect(chatButton()).not.toBeNull();
    loadPage();
    expect(chatButton()).not.toBeNull();

    document.querySelector<HTMLButtonElement>('.chat-close')!.click();
    expect(chatButton()).toBeNull();
    expect(document.querySelector('main')).not.toBeNull();
    expect(sessionStorage.getItem(CHAT_CLOSED_KEY)).toBe('1');

    loadPage();
    expect(chatButton()).toBeNull();
  });

  it('closes on this page when storage is blocked, and shows again on the next', () => {
    vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    loadPage();
    document.querySelector<HTMLButtonElement>('.chat-close')!.click();
    expect(chatButton()).toBeNull();
    loadPage();
    expect(chatButton()).not.toBeNull();
  });

  it('the link is left to the browser: following it does not close the button', () => {
    loadPage();
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.chat-link')!.addEventListener('click', (event) => event.preventDefault());
    document.querySelector('.chat-link')!.dispatchEvent(follow);
    expect(chatButton()).not.toBeNull();
    expect(sessionStorage.getItem(CHAT_CLOSED_KEY)).toBeNull();
  });
});
