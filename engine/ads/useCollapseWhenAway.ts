import { useEffect, useState, type RefObject } from 'react';

/**
 * An ad that did not load gives its space back only while it is out of sight: collapsing a slot
 * in view would move everything under it (layout shift), while above the view the browser's
 * scroll anchoring keeps the content still and below it nothing visible moves.
 */
export function useCollapseWhenAway(ref: RefObject<HTMLElement | null>, empty: boolean): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!empty || collapsed || element === null) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting)) setCollapsed(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, empty, collapsed]);
  return collapsed;
}
