/**
 * SPEC §4 visitor click block: while nobody is signed in, a click anywhere on the public page is
 * caught in the capture phase and sends the visitor to /login; signing in removes the interception.
 */
import { $session, isAuthenticated } from './session.ts';

function redirectVisitorToLogin(event: MouseEvent): void {
  event.preventDefault();
  event.stopPropagation();
  event.stopImmediatePropagation();
  window.location.assign('/login');
}

export function installVisitorClickBlock(target: Document = document): () => void {
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
