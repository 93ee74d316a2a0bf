/**
 * `client:signed-in`: `client:after-paint` (directives/after-paint.ts), only when a session is stored
 * (docs/product.md#entities authToken). The user menu, the admin sign-out notice and the customization modal do nothing
 * a visitor could use (every visitor click goes to /login, docs/product.md#states), so visitors download no React for
 * them.
 */
import type { ClientDirective } from 'astro';
import { sessionKeys } from '@travel/server/domain';
import afterPaint from './after-paint.ts';

const signedIn: ClientDirective = (load, options, element) => {
  let token: string | null;
  try {
    token = localStorage.getItem(sessionKeys.authToken);
  } catch {
    token = null;
  }
  if (token) return afterPaint(load, options, element);
};

export default signedIn;
