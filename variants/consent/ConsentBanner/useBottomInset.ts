import { useEffect, type RefObject } from 'react';

/**
 * On the root while the banner shows: other cards fixed to the bottom of the screen step aside
 * (hidden, not moved: a fixed card that moves is a layout shift).
 */
export const CONSENT_ASKING = 'consentAsking';

/**
 * While the fixed banner shows, the page reserves its height at the bottom: padding, so the
 * page's last lines (the footer's privacy row) can be scrolled out from under it, and
 * scroll-padding, so an element reached with Tab is scrolled clear of it instead of being hidden
 * behind it (WCAG 2.4.11, focus not obscured). The root's own values come back when it unmounts.
 */
export function useBottomInset(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const banner = ref.current;
    if (banner === null || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    document.documentElement.dataset[CONSENT_ASKING] = '';
    const before = { padding: root.paddingBottom, scrollPadding: root.scrollPaddingBottom };
    const observer = new ResizeObserver(() => {
      const inset = `${Math.ceil(banner.getBoundingClientRect().height)}px`;
      root.paddingBottom = inset;
      root.scrollPaddingBottom = inset;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.paddingBottom = before.padding;
      root.scrollPaddingBottom = before.scrollPadding;
      delete document.documentElement.dataset[CONSENT_ASKING];
    };
  }, [ref]);
}
