/**
 * Clicks made before the page script listens. A page's script (the visitor click block, the static buttons' actions)
 * starts after the largest paint (directives/page-painted.ts); from the first byte until then an inline script holds
 * the clicks it would answer, and the script makes the last one again once it listens (`releaseHeldClick`):
 * - a signed-out visitor's click (PublicLayout), which the visitor click block then sends to /login
 *   (lib/visitor-click-block.ts);
 * - a click on a static button that needs the script (lib/page-actions.ts: Customize, Start Exploring, the
 *   unavailable links), signed in or not, which the page's actions then answer: without the hold, a signed-in
 *   traveller's first tap on a slow phone did nothing.
 * The inline script is `holdEarlyClicks`'s own source (`earlyClickHoldScript`), so that function must use nothing but
 * its arguments and the browser's globals.
 */
export const EARLY_CLICK_HOLD = 'earlyClickHold';

/**
 * How long a visitor's held click waits for the block before the hold sends the visitor to /login itself: scripts
 * that never arrive (offline, blocked, or a cached page naming files a newer deployment removed) must not swallow it.
 */
export const HOLD_GIVE_UP_MS = 4000;

/** What the hold leaves on window: its capture listener, and the last click it held. */
export interface EarlyClickHold {
  listener: (event: MouseEvent) => void;
  /** The element the click is made again on: the static button, else the element clicked. */
  clicked?: Element | null;
  /** The elements the click went through when it was made, innermost first: where to make it again if `clicked` was
   * replaced meanwhile (a card's photo carousel turning), so a visitor still reaches /login with the card's trip. */
  path?: Element[];
}

/**
 * @param visitorAllowed what a visitor may use before signing in; null where the page does not block visitors
 * @param pageActionSelector the static buttons whose clicks the page script answers
 */
export function holdEarlyClicks(
  tokenKey: string,
  holdKey: string,
  visitorAllowed: string | null,
  pageActionSelector: string,
  giveUpMs: number,
): void {
  const signedIn = () => {
    try {
      return Boolean(localStorage.getItem(tokenKey));
    } catch {
      return false;
    }
  };
  const store = window as unknown as Record<string, EarlyClickHold | undefined>;
  const hold: EarlyClickHold = {
    listener(event) {
      const clicked = event.target instanceof Element ? event.target : null;
      const action = clicked ? clicked.closest(pageActionSelector) : null;
      // What the visitor click block will stop (signed in meanwhile in another tab: the click is the page's).
      const blockedVisitorClick = visitorAllowed !== null && !signedIn() && !(clicked && clicked.closest(visitorAllowed));
      if (!action && !blockedVisitorClick) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold.clicked = action || clicked;
      hold.path = event.composedPath().filter((node): node is Element => node instanceof Element);
      if (!blockedVisitorClick) return;
      setTimeout(() => {
        if (store[holdKey] === hold && !signedIn()) location.assign('/login');
      }, giveUpMs);
    },
  };
  store[holdKey] = hold;
  addEventListener('click', hold.listener, true);
}

/** A layout's inline script: the hold's source called with the product's values (`<` escaped for the HTML). */
export function earlyClickHoldScript({
  tokenKey,
  visitorAllowed,
  pageActionSelector,
}: {
  tokenKey: string;
  visitorAllowed: string | null;
  pageActionSelector: string;
}): string {
  const args = [tokenKey, EARLY_CLICK_HOLD, visitorAllowed, pageActionSelector, HOLD_GIVE_UP_MS].map((value) =>
    JSON.stringify(value).replace(/</g, '\\u003c'),
  );
  return `(${holdEarlyClicks.toString()})(${args.join(',')});`;
}

/**
 * Called by the page script once its listeners are in place (in a `finally`: a hold left behind would swallow clicks):
 * ends the hold and makes its last click again, so the visitor click block or the page's actions answer it as if it
 * came now. If the element was replaced meanwhile, the click is made on its nearest ancestor still in the page: the
 * block still sends a visitor to /login with the trip card, and a static button that is gone does nothing.
 */
export function releaseHeldClick(target: Window = window): void {
  const store = target as unknown as Record<string, EarlyClickHold | undefined>;
  const hold = store[EARLY_CLICK_HOLD];
  if (!hold) return;
  target.removeEventListener('click', hold.listener, true);
  delete store[EARLY_CLICK_HOLD];
  const again = hold.clicked?.isConnected ? hold.clicked : hold.path?.find((element) => element.isConnected);
  // An event rather than .click(): the element may be an SVG icon's part, which has no click().
  again?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
