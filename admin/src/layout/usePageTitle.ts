import { useEffect } from 'react';

/** docs/product.md#screens: the page title is set per route. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Admin`;
  }, [title]);
}
