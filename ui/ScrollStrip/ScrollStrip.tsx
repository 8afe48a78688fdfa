import { Children, isValidElement, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';

export type ScrollStripProps = {
  /** Accessible name of the strip, e.g. "Shop links". */
  label: string;
  /** Items visible at once (spec §9: the navigation link slider shows 4). */
  perView?: number;
  /** Gap between items in px (spec §9: 10). */
  gap?: number;
  /** One child per item; give each a key. */
  children: ReactNode;
  className?: string;
};

/**
 * A horizontal, swipeable row of N items per view built on native scroll snapping. For short
 * link rows in the header it replaces a Swiper carousel: no JavaScript, and none of Swiper's
 * ~26 KB on the home route (see the bundle budget in the README).
 */
export function ScrollStrip({
  label,
  perView = 4,
  gap = 10,
  children,
  className,
}: ScrollStripProps) {
  const items = Children.toArray(children);
  const style = { '--strip-per-view': perView, '--strip-gap': `${gap}px` } as CSSProperties;
  return (
    <Strip className={className} aria-label={label} style={style}>
      {items.map((item, index) => (
        <Item key={isValidElement(item) && item.key !== null ? item.key : index}>{item}</Item>
      ))}
    </Strip>
  );
}

const Strip = styled.ul`
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
`;

const Item = styled.li`
  flex: 0 0 calc((100% - (var(--strip-per-view) - 1) * var(--strip-gap)) / var(--strip-per-view));
  min-width: 0;
  scroll-snap-align: start;
`;
