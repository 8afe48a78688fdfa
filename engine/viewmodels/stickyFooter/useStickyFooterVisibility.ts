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
    let lastScrollY = 0;
    let current: Shown = 'shown';
    // The starting position is read in the next frame: read now, right after hydration injected
    // the page's styles, it would force a whole-page layout inside this effect.
    let frame = requestAnimationFrame(() => {
      frame = 0;
      lastScrollY = window.scrollY;
    });
    const measure = () => {
      frame = 0;
      const scrollY = window.scrollY;
      const next = stickyFooterVisibility({
        pathname,
        scrollY,
        lastScrollY,
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
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [pathname, locationKey, absent]);

  if (absent) return 'absent';
  return measured.key === locationKey ? measured.state : 'shown';
}
