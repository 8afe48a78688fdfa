import { useEffect, useState, type RefObject } from 'react';

/**
 * On the root while the banner shows: other cards fixed to the bottom of the screen step aside
 * (hidden, not moved: a fixed card that moves is a layout shift).
 */
export const CONSENT_ASKING = 'consentAsking';

/**
 * How the banner fits the page, measured by one observer:
 * - the page reserves the banner's height at its bottom: padding, so the page's last lines can be
 *   scrolled out from under it, and scroll-padding, so an element reached with Tab is scrolled
 *   clear of it (WCAG 2.4.11, focus not obscured); the root's own values come back on unmount;
 * - whether the words scroll (a long CMS text on a phone): a scrolling area that holds nothing
 *   focusable must take focus itself, or keyboard users cannot read its hidden part (axe
 *   scrollable-region-focusable); when it does not scroll it stays out of the tab order.
 */
export function useBannerFit(
  bar: RefObject<HTMLElement | null>,
  copy: RefObject<HTMLElement | null>,
): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const banner = bar.current;
    const words = copy.current;
    const root = document.documentElement;
    root.dataset[CONSENT_ASKING] = '';
    const before = { padding: root.style.paddingBottom, scroll: root.style.scrollPaddingBottom };
    if (banner === null || words === null || typeof ResizeObserver === 'undefined') {
      return () => void delete root.dataset[CONSENT_ASKING];
    }
    const observer = new ResizeObserver(() => {
      const inset = `${Math.ceil(banner.getBoundingClientRect().height)}px`;
      root.style.paddingBottom = inset;
      root.style.scrollPaddingBottom = inset;
      setScrolls(words.scrollHeight > words.clientHeight);
    });
    // The words' own size changes too (a longer CMS text) without their box changing.
    for (const element of [banner, words, ...words.children]) observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.paddingBottom = before.padding;
      root.style.scrollPaddingBottom = before.scroll;
      delete root.dataset[CONSENT_ASKING];
    };
  }, [bar, copy]);
  return scrolls;
}
