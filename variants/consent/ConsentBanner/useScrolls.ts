import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is taller than its box, so it scrolls. A scrolling area that holds
 * nothing focusable must itself take focus, or keyboard users cannot read its hidden part (axe
 * scrollable-region-focusable); when it does not scroll it stays out of the tab order.
 */
export function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content's own size changes too (a longer CMS text) without the box changing.
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
