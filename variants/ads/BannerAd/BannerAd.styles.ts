import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { shimmerSurface } from '../../../ui/Skeleton';
import { BANNER_FRAME } from '../bannerSize';

/** The creative's width and height from the placement; 0 leaves the column's width / no height. */
export { innerSize } from '../bannerSize';
export const creativeSize = (height: number): CSSProperties =>
  height > 0 ? { height: `${height}px` } : {};

export const Banner = styled.div`
  display: grid;
  justify-items: center;
  padding: ${BANNER_FRAME.padding}px 0;
`;

export const Inner = styled.div`
  display: grid;
  gap: ${BANNER_FRAME.gap}px;
  width: 100%;
`;

/**
 * The creative's box: the placement's size, never wider than the column. The provider renders
 * into it; until then a quiet shimmer holds the space.
 */
export const Creative = styled.div`
  position: relative;
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;

  [data-ad-state='loading'] & {
    ${shimmerSurface}
  }
`;

/** The compliance notices under the creative, set further off it than the label is. */
export const Notices = styled.div`
  margin-top: ${BANNER_FRAME.notices - BANNER_FRAME.gap}px;
`;
