import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * Whether a page the router has just shown starts at its top, as a new document would: a link
 * or a redirect to another path does; going back or forward keeps where the browser puts it, a
 * new query on the same path (filters, sorting, a page of results) keeps the shopper's place, and
 * a link to an anchor (#section) leaves the scrolling to it.
 */
export function startsAtTop(
  previousPathname: string,
  next: { pathname: string; hash: string },
  type: NavigationType,
): boolean {
  return next.pathname !== previousPathname && type !== NavigationType.Pop && next.hash === '';
}

/**
 * The router has no scroll handling of its own outside its data mode: without this a product
 * opened from far down a listing showed its page scrolled as far down. Runs as the new page is
 * laid out, before it paints.
 */
export function useScrollToTopOnNavigation(): void {
  const location = useLocation();
  const type = useNavigationType();
  const shown = useRef(location.pathname);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location.pathname;
    if (startsAtTop(previous, location, type)) window.scrollTo(0, 0);
  }, [location, type]);
}
