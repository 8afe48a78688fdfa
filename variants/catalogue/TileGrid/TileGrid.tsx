/**
 * Brand and category tiles: a picture (round for brand logos, square for category art) over the
 * name, in a grid of 2 columns on phones up to 6 on desktop. Without a picture, a monogram.
 */
import { Link } from 'react-router';
import styled from 'styled-components';
import type { TileGridProps } from '../types';
import { Grid, Picture, TileGridSkeleton } from './TileGridSkeleton';

const Tile = styled(Link)`
  display: grid;
  justify-items: center;
  /* Stretched to its row's tallest tile, it keeps its content at the top: names stay in line. */
  align-content: start;
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

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export function TileGrid({ tiles, loading, skeletonCount, label, shape }: TileGridProps) {
  if (loading)
    return <TileGridSkeleton skeletonCount={skeletonCount} label={label} shape={shape} />;
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
