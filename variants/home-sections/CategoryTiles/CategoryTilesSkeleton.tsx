import { TileGridSkeleton } from '../../catalogue/TileGrid/TileGridSkeleton';
import { Section, SectionHeadSkeleton } from '../parts/SectionFrame';

/** The category tiles' size while the chunk or the categories load: the tile grid's skeleton. */
export function CategoryTilesSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Section aria-busy="true" data-home-skeleton="categoryTiles">
      <SectionHeadSkeleton />
      <TileGridSkeleton skeletonCount={count} label="Categories" shape="square" />
    </Section>
  );
}
