import { useEffect } from 'react';

/** The back office's name: the browser tab's suffix, and the top bar's heading until a page gives its own. */
export const ADMIN_TITLE = 'Admin';

/** docs/product.md#screens: the page title is set per route. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${ADMIN_TITLE}`;
  }, [title]);
}
