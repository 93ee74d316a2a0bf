/**
 * Router paths outside react-admin's own helpers. The app runs under a plain BrowserRouter (see
 * App.tsx), so paths given to navigate, <Navigate>, menu links and auth redirects are absolute.
 */
export const ADMIN_BASE = '/admin';
export const DASHBOARD_PATH = `${ADMIN_BASE}/dashboard`;
export const FINANCE_PATH = `${ADMIN_BASE}/finance`;
export const FITNESS_PROOFS_PATH = `${ADMIN_BASE}/fitness-proofs`;
export const ADMIN_LOGIN_PATH = `${ADMIN_BASE}/login`;
/** The public site's landing page, outside this app. */
export const PUBLIC_TRIPS_PATH = '/trips';

/** The product's (docs/product.md#screens) edit routes: /admin/trips/:id/edit and /admin/reviews/:id/edit. */
export const editPath = (resource: 'trips' | 'reviews', id: string | number): string =>
  `${ADMIN_BASE}/${resource}/${encodeURIComponent(String(id))}/edit`;
