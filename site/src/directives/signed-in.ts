/**
 * `client:signed-in`: hydrate only when a session is stored (docs/product.md#entities authToken), once the browser
 * is idle. The user menu, the chat button and the customization modal do nothing a visitor could
 * use (every visitor click goes to /login, docs/product.md#states), so visitors download no React for them.
 */
import type { ClientDirective } from 'astro';
import { sessionKeys } from '@travel/server/domain';

const signedIn: ClientDirective = (load) => {
  let token: string | null;
  try {
    token = localStorage.getItem(sessionKeys.authToken);
  } catch {
    token = null;
  }
  if (!token) return;
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 2000 });
  else setTimeout(() => void hydrate(), 200);
};

export default signedIn;
