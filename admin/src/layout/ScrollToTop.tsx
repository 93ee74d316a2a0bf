import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** docs/product.md#screens: each navigation starts at the top, unless it returns (back/forward) to a page. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
};
