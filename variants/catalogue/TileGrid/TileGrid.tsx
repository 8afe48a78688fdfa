/**
 * Brand and category tiles: a picture (round for brand logos, square for category art) over the
 * name, in a grid of 2 columns on phones up to 6 on desktop. Without a picture, a monogram.
 */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { TileGridProps } from '../types';

const Grid = styled.ul`
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

const Tile = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  text-align: center;
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.motion.base};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const Picture = styled.span`
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

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const SkeletonTile = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export function TileGrid({ tiles, loading, skeletonCount, label, shape }: TileGridProps) {
  if (loading) {
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
  return (
    <Grid aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Tile to={tile.href}>
            <Picture data-shape={shape}>
              {tile.image !== '' ? (
                <img src={tile.image} alt={tile.imageAlt} width="240" height="240" loading="lazy" />
              ) : (
                <span aria-hidden="true">{monogram(tile.name)}</span>
              )}
            </Picture>
            <Name>{tile.name}</Name>
            {tile.note && <Note>{tile.note}</Note>}
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
