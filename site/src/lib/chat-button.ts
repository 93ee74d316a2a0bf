/**
 * The floating, closable chat-app button (docs/product.md#users; components/ChatButton.astro) needs no framework: its
 * link works without script, and closing it is one listener. That listener is an inline script placed right after the
 * button, so the close button answers from the first paint (no file to fetch), and a button closed earlier in
 * this visit is gone before the first paint (remembered across reloads and pages, in sessionStorage,
 * so a new visit shows the way to reach the company again).
 * The inline script is `installChatButton`'s own source (`chatButtonScript`), so that function must use nothing but its
 * arguments and the browser's globals.
 */
export const CHAT_CLOSED_KEY = 'chatButtonClosed';
/** The element holding the button (an `<aside>` landmark): removed whole when closed. */
export const CHAT_BUTTON_ID = 'chat-button';

export function installChatButton(elementId: string, closedKey: string): void {
  const element = document.getElementById(elementId);
  if (!element) return;
  let closed = false;
  try {
    closed = sessionStorage.getItem(closedKey) === '1';
  } catch {
    // Blocked storage: the button shows, as on a first visit.
  }
  if (closed) {
    element.remove();
    return;
  }
  element.querySelector('.chat-close')?.addEventListener('click', () => {
    try {
      sessionStorage.setItem(closedKey, '1');
    } catch {
      // Blocked or full storage: closed on this page only.
    }
    element.remove();
  });
}

/** The inline script ChatButton.astro places after the button (`<` escaped for the HTML). */
export function chatButtonScript(): string {
  const args = [CHAT_BUTTON_ID, CHAT_CLOSED_KEY].map((value) => JSON.stringify(value).replace(/</g, '\\u003c'));
  return `(${installChatButton.toString()})(${args.join(',')});`;
}
