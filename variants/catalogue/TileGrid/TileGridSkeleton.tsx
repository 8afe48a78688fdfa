import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { TileGridProps } from '../types';

// The grid and its loading shape, apart from the tiles: the home's category-tiles skeleton is
// part of every first load, the tiles' own code is not.

/** 2 columns on phones, 4 on tablets, 6 on desktop. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

/** A tile's picture box: round for brand logos, square for category art. */
export const Picture = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  max-width: 128px;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &[data-shape='round'] {
    border-radius: 50%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const SkeletonTile = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** The grid's shape while its tiles load. */
export function TileGridSkeleton({
  skeletonCount,
  label,
  shape,
}: Pick<TileGridProps, 'skeletonCount' | 'label' | 'shape'>) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading {label.toLowerCase()}</VisuallyHidden>
      <Grid as="div" aria-hidden="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <SkeletonTile key={index}>
            <Picture data-shape={shape} as="span">
              <Skeleton shape="block" height="100%" />
            </Picture>
            <Skeleton width="70%" />
          </SkeletonTile>
        ))}
      </Grid>
    </div>
  );
}
