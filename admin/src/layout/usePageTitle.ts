import { useEffect } from 'react';

/** SPEC §2: the page title is set per route. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Admin`;
  }, [title]);
}
