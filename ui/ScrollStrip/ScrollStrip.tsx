import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import type { SliderControls, SliderEdges } from '../carouselControls';

export type ScrollStripProps = {
  /** Accessible name of the strip, e.g. "Shop links". */
  label: string;
  /** Items visible at once (spec §9: the navigation link slider shows 4). */
  perView?: number;
  /** Items visible from 769 px and from 1280 px (spec §9: 3 and 4); default `perView`. */
  perViewTablet?: number;
  perViewDesktop?: number;
  /** Gap between items in px (spec §9: 10). */
  gap?: number;
  /** One child per item; give each a key. */
  children: ReactNode;
  className?: string;
  /** Receives previous/next controls, for buttons of the variant's own. */
  onReady?(controls: SliderControls): void;
};

/** Edges within a pixel count as reached: scroll positions are fractional on zoomed screens. */
function edgesOf(strip: HTMLElement): SliderEdges {
  const first = strip.firstElementChild;
  const step = first instanceof HTMLElement ? first.offsetWidth : strip.clientWidth;
  const max = strip.scrollWidth - strip.clientWidth;
  return {
    atStart: strip.scrollLeft <= 1,
    atEnd: strip.scrollLeft >= max - 1,
    scrollable: max > 1,
    index: step > 0 ? Math.round(strip.scrollLeft / step) : 0,
  };
}

function controlsOf(strip: HTMLElement): SliderControls {
  const page = (direction: 1 | -1) =>
    strip.scrollBy({ left: direction * strip.clientWidth, behavior: 'smooth' });
  return {
    previous: () => page(-1),
    next: () => page(1),
    onEdges: (listener) => {
      const report = () => listener(edgesOf(strip));
      strip.addEventListener('scroll', report, { passive: true });
      const resize = new ResizeObserver(report);
      resize.observe(strip);
      report();
      return () => {
        strip.removeEventListener('scroll', report);
        resize.disconnect();
      };
    },
  };
}

/**
 * A horizontal, swipeable row of N items per view built on native scroll snapping. It replaces a
 * Swiper carousel where the home route's size matters: no JavaScript beyond optional paging, and
 * none of Swiper's ~26 KB (see the bundle budget in the README).
 */
export function ScrollStrip({
  label,
  perView = 4,
  perViewTablet = perView,
  perViewDesktop = perViewTablet,
  gap = 10,
  children,
  className,
  onReady,
}: ScrollStripProps) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (ref.current && onReady) onReady(controlsOf(ref.current));
  }, [onReady]);
  const items = Children.toArray(children);
  const style = {
    '--strip-per-view': perView,
    '--strip-per-view-tablet': perViewTablet,
    '--strip-per-view-desktop': perViewDesktop,
    '--strip-gap': `${gap}px`,
  } as CSSProperties;
  return (
    <Strip ref={ref} className={className} aria-label={label} style={style}>
      {items.map((item, index) => (
        <Item key={isValidElement(item) && item.key !== null ? item.key : index}>{item}</Item>
      ))}
    </Strip>
  );
}

const Strip = styled.ul`
  --strip-columns: var(--strip-per-view);
  display: flex;
  gap: var(--strip-gap);
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  @media (min-width: 769px) {
    --strip-columns: var(--strip-per-view-tablet);
  }
  @media (min-width: 1280px) {
    --strip-columns: var(--strip-per-view-desktop);
  }
`;

const Item = styled.li`
  flex: 0 0 calc((100% - (var(--strip-columns) - 1) * var(--strip-gap)) / var(--strip-columns));
  min-width: 0;
  scroll-snap-align: start;
`;
