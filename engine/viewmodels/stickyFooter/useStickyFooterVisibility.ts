import { useEffect, useState } from 'react';
import {
  stickyFooterVisibility,
  type StickyFooterVisibility,
} from '../../rules/stickyFooterVisibility';

type Shown = 'shown' | 'hidden';

/**
 * Runs the spec 2.10 visibility rule on scroll (at most once per frame). Each visit to a page
 * starts shown: a measured state belongs to the location (key) it was measured on.
 */
export function useStickyFooterVisibility(
  pathname: string,
  locationKey: string,
): StickyFooterVisibility {
  const [measured, setMeasured] = useState<{ key: string; state: Shown }>({
    key: locationKey,
    state: 'shown',
  });
  const absent =
    stickyFooterVisibility({
      pathname,
      scrollY: 0,
      lastScrollY: 0,
      viewportHeight: 0,
      documentHeight: 0,
      previous: 'shown',
    }) === 'absent';

  useEffect(() => {
    if (absent) return;
    // Where the page was before the latest scroll; null until known.
    let lastScrollY: number | null = null;
    let current: Shown = 'shown';
    let frame = 0;
    // The starting position, read without forcing a layout: reading window.scrollY in this effect
    // or in the next frame, while hydration still injects styles, made the browser lay out the
    // whole page inside a hydration task (a forced reflow). An IntersectionObserver reports the
    // root element's box after the browser's own next layout, and its top is minus the scroll.
    const start =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            start?.disconnect();
            const entry = entries.at(-1);
            if (entry && lastScrollY === null) lastScrollY = -entry.boundingClientRect.top;
          });
    start?.observe(document.documentElement);
    const measure = () => {
      frame = 0;
      const scrollY = window.scrollY;
      const next = stickyFooterVisibility({
        pathname,
        scrollY,
        // A scroll before the starting position arrived has no known direction: it counts as
        // still, so the bar keeps its state until the next scroll says which way.
        lastScrollY: lastScrollY ?? scrollY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
        previous: current,
      });
      lastScrollY = scrollY;
      if (next === 'absent' || next === current) return;
      current = next;
      setMeasured({ key: locationKey, state: next });
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      start?.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [pathname, locationKey, absent]);

  if (absent) return 'absent';
  return measured.key === locationKey ? measured.state : 'shown';
}
