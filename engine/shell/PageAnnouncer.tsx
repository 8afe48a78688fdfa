import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/** How long a new page may take to put its title in the head before the announcement goes out. */
export const TITLE_WAIT_MS = 3_000;

/** A page may name itself twice (its kind while its data loads, then the product's name): the
 * title is said once it has kept still this long. */
export const TITLE_QUIET_MS = 500;

/**
 * Says the new page's name to screen readers after a client navigation, as a page load would
 * (a single-page app otherwise changes the page in silence). The name is the document title the
 * new page puts in the head, read once it is there and has kept still: a page whose code is still
 * loading sets it later than the address changes, and a product names itself once its data came. Not on the first page, which the browser announces itself.
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const shown = useRef(pathname);
  // The title of the page last shown: read in effects, since the server has no document.
  const shownTitle = useRef<string | null>(null);
  useEffect(() => {
    shownTitle.current ??= document.title;
    if (shown.current === pathname) return;
    shown.current = pathname;
    const previous = shownTitle.current;
    let done = false;
    const say = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(quiet);
      shownTitle.current = document.title;
      setMessage(document.title);
    };
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let seen = previous;
    // Other changes in the head (styles, meta tags) leave the wait as it is.
    const changed = () => {
      if (document.title === seen) return;
      seen = document.title;
      clearTimeout(quiet);
      quiet = setTimeout(say, TITLE_QUIET_MS);
    };
    const observer = new MutationObserver(changed);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const timer = setTimeout(say, TITLE_WAIT_MS);
    changed();
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(quiet);
    };
  }, [pathname]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-page-announcer="">
      {message}
    </VisuallyHidden>
  );
}
