import type { CSSProperties } from 'react';
import styled from 'styled-components';

/** The placement's card width limits as the custom properties Track reads (0: the defaults). */
export function cardWidthLimits(min: number, max: number): CSSProperties {
  const limits: Record<string, string> = {};
  if (min > 0) limits['--card-min'] = `${min}px`;
  if (max > 0) limits['--card-max'] = `${Math.max(min, max)}px`;
  return limits as CSSProperties;
}

/**
 * After the page's main content, spaced like the product page's other sections. A plain block:
 * the slider inside is the labelled region, and two regions of one name would confuse.
 */
export const Section = styled.div`
  margin-top: ${({ theme }) => theme.space.xxxl};
  display: grid;
  /* The slider sizes itself from its column: without minmax(0, …) it would widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
`;

export const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** The card width every slide and skeleton shares, from the placement's limits. */
export const Track = styled.div`
  min-width: 0;
  --card-width: clamp(var(--card-min, 160px), 44vw, var(--card-max, 220px));

  .swiper-slide {
    width: var(--card-width);
  }
`;

/** While loading: a row of card skeletons at the slides' width, cut off like the carousel. */
export const SkeletonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  overflow: hidden;
  > * {
    flex: 0 0 var(--card-width);
  }
`;
