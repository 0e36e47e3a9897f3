import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A client-side navigation starts at the top of the new page, as a page load would. The first
 * render is left alone so a reload keeps the scroll position the browser restores.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
