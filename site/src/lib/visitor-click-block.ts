/**
 * SPEC §4 visitor click block: while nobody is signed in, a click anywhere on the public page is
 * caught in the capture phase and sends the visitor to /login; signing in removes the interception.
 */
import { $session, isAuthenticated } from './session.ts';

export function installVisitorClickBlock(
  target: Document = document,
  goTo: (path: string) => void = (path) => window.location.assign(path),
): () => void {
  const redirectVisitorToLogin = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    event.stopImmediatePropagation();
    goTo('/login');
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
