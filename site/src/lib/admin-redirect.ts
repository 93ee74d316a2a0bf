/**
 * A signed-in traveller who opens the back office is sent to /trips by admin/index.html, which sets
 * this sessionStorage flag (the same key is written there, in an inline script) so the landing page
 * can say why and offer the way to the admin login.
 */
import { sessionStore } from './safe-storage.ts';

export const ADMIN_AS_TRAVELLER_FLAG = 'adminAsTraveller';

export function takeAdminRedirectFlag(): boolean {
  const set = sessionStore.get(ADMIN_AS_TRAVELLER_FLAG) === '1';
  sessionStore.remove(ADMIN_AS_TRAVELLER_FLAG);
  return set;
}
