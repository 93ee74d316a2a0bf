/**
 * docs/product.md#states visitor click block: while nobody is signed in, a click anywhere on the public page is
 * caught in the capture phase and sends the visitor to /login; signing in removes the interception.
 * Beyond the specification (docs/product.md#beyond-the-specification): the ways to contact or join the company stay usable
 * (the chat button, phone and e-mail links, Login / Sign Up, the footer's social links); a click on a trip
 * card carries that trip as the return target after signing in. A click made before this runs was held by PublicLayout's
 * inline script and is made again once this listens (lib/early-click-hold.ts).
 */
import { loginPathReturningTo, tripPathOf } from './return-target.ts';
import { $session, isAuthenticated } from './session.ts';

/** Elements a visitor may use: marked `data-visitor-allowed`, or contact and sign-in links. */
export const visitorAllowedSelector = [
  '[data-visitor-allowed]',
  'a[href^="tel:"]',
  'a[href^="mailto:"]',
  'a[href="/login"]',
  'a[href^="/login?"]',
  'a[href="/signup"]',
  'a[href^="/signup?"]',
  'a[href="/hi/login"]',
  'a[href^="/hi/login?"]',
  'a[href="/hi/signup"]',
  'a[href^="/hi/signup?"]',
  'a.skip-link',
].join(', ');

export function installVisitorClickBlock(
  target: Document = document,
  goTo: (path: string) => void = (path) => window.location.assign(path),
): () => void {
  const redirectVisitorToLogin = (event: MouseEvent) => {
    const clicked = event.target instanceof Element ? event.target : null;
    if (clicked?.closest(visitorAllowedSelector)) return;
    event.preventDefault();
    event.stopPropagation();
    event.stopImmediatePropagation();
    goTo(loginPathReturningTo(tripPathOf(clicked)));
  };
  let installed = false;
  const unsubscribe = $session.subscribe((session) => {
    const shouldBlock = !isAuthenticated(session);
    if (shouldBlock && !installed) target.addEventListener('click', redirectVisitorToLogin, true);
    if (!shouldBlock && installed) target.removeEventListener('click', redirectVisitorToLogin, true);
    installed = shouldBlock;
  });
  return () => {
    unsubscribe();
    if (installed) target.removeEventListener('click', redirectVisitorToLogin, true);
    installed = false;
  };
}
