import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { watchPageTitle } from './pageTitle';

/**
 * Says the new page's name to screen readers after a client navigation, as a page load would
 * (a single-page app otherwise changes the page in silence). The name is the document title the
 * new page puts in the head, once it is there, has kept still and is the page's own
 * (watchPageTitle): a page whose code is still loading sets it later than the address changes,
 * and a product names itself once its data came. Not on the first page, which the browser
 * announces itself.
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
    return watchPageTitle(document, shownTitle.current, (title) => {
      shownTitle.current = title;
      setMessage(title);
    });
  }, [pathname]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-page-announcer="">
      {message}
    </VisuallyHidden>
  );
}
