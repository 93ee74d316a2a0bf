/**
 * The visitor click block's stand-in until it runs (docs/product.md#states). The block is a page script, started after
 * the largest paint (directives/page-painted.ts); from the first byte until then PublicLayout's inline script holds a
 * signed-out visitor's clicks, and the block sends the last one on to /login when it takes over
 * (lib/visitor-click-block.ts). The inline script is `holdVisitorClicks`'s own source (`visitorClickHoldScript`), so the
 * function must use nothing but its arguments and the browser's globals.
 */
export const VISITOR_CLICK_HOLD = 'visitorClickHold';

/**
 * How long a held click waits for the block before the hold sends the visitor to /login itself: scripts that never
 * arrive (offline, blocked, or a cached page naming files a newer deployment removed) must not swallow clicks.
 */
export const HOLD_GIVE_UP_MS = 4000;

/** What the hold leaves on window: its capture listener, and the last click it held. */
export interface VisitorClickHold {
  listener: (event: MouseEvent) => void;
  clicked?: Element | null;
}

export function holdVisitorClicks(tokenKey: string, holdKey: string, allowed: string, giveUpMs: number): void {
  const signedIn = () => {
    try {
      return Boolean(localStorage.getItem(tokenKey));
    } catch {
      return false;
    }
  };
  if (signedIn()) return;
  const store = window as unknown as Record<string, VisitorClickHold | undefined>;
  const hold: VisitorClickHold = {
    listener(event) {
      const clicked = event.target instanceof Element ? event.target : null;
      // Signed in since (another tab): the click is the page's.
      if (signedIn() || clicked?.closest(allowed)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold.clicked = clicked;
      setTimeout(() => {
        if (store[holdKey] === hold) location.assign('/login');
      }, giveUpMs);
    },
  };
  store[holdKey] = hold;
  addEventListener('click', hold.listener, true);
}

/** PublicLayout's inline script: the hold's source called with the product's values (`<` escaped for the HTML). */
export function visitorClickHoldScript({ tokenKey, allowed }: { tokenKey: string; allowed: string }): string {
  const args = [tokenKey, VISITOR_CLICK_HOLD, allowed, HOLD_GIVE_UP_MS].map((value) => JSON.stringify(value).replace(/</g, '\\u003c'));
  return `(${holdVisitorClicks.toString()})(${args.join(',')});`;
}
