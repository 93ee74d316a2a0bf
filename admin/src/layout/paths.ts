/**
 * Router paths outside react-admin's own helpers. The app runs under a plain BrowserRouter (see
 * App.tsx), so paths given to navigate, <Navigate>, menu links and auth redirects are absolute.
 */
export const ADMIN_BASE = '/admin';
export const DASHBOARD_PATH = `${ADMIN_BASE}/dashboard`;
export const ADMIN_LOGIN_PATH = `${ADMIN_BASE}/login`;
