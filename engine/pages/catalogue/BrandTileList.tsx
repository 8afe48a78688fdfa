import TileGrid from '../../../variants/catalogue/TileGrid';
import type { TileData } from '../../../variants/catalogue/types';
import { ItemListScript } from '../../seo/ItemListScript';

/** Brand tiles as round logos, with the ItemList a search engine reads (/brands, /search/brands). */
export function BrandTileList({
  tiles,
  loading,
}: {
  tiles: readonly TileData[];
  loading: boolean;
}) {
  return (
    <>
      <ItemListScript items={tiles} />
      <TileGrid tiles={tiles} loading={loading} skeletonCount={12} label="Brands" shape="round" />
    </>
  );
}
