/**
 * Category tiles for the home page: the store's custom product categories as picture tiles
 * (the /categories tiles, 2 per row on phones, 4 on tablets, 6 on desktop) with "All categories".
 * Pick it to let shoppers start from what they came for.
 */
import { useId } from 'react';
import TileGrid from '../../catalogue/TileGrid';
import { Section } from '../parts/SectionFrame';
import { SectionHead } from '../parts/SectionHead';
import type { CategoryTilesProps } from '../types';
import { CategoryTilesSkeleton } from './CategoryTilesSkeleton';

export function CategoryTiles({
  title,
  tiles,
  loading,
  skeletonCount,
  viewAll,
}: CategoryTilesProps) {
  const titleId = useId();
  if (loading) return <CategoryTilesSkeleton count={skeletonCount} />;
  return (
    <Section aria-labelledby={titleId} data-home-section="categoryTiles">
      <SectionHead id={titleId} title={title} viewAll={viewAll} />
      <TileGrid tiles={tiles} loading={false} skeletonCount={0} label={title} shape="square" />
    </Section>
  );
}
