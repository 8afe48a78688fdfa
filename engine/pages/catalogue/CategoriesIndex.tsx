import ErrorState from '../../../variants/catalogue/ErrorState';
import EmptyState from '../../../variants/catalogue/EmptyState';
import TileGrid from '../../../variants/catalogue/TileGrid';
import { errorMessage } from '../../api/errors';
import { useCategories } from '../../api/hooks';
import { categorySlug, categoryTile } from '../../viewmodels/catalogue/productView';
import { ItemListScript } from '../../seo/ItemListScript';

export type CategoryTilesProps = {
  /**
   * The link of a category, e.g. /category/{slug} or /deals-category/{slug}. The slug comes
   * percent-encoded as one path segment: a CMS slug such as "/evil.example" stays on the site.
   */
  hrefFor(slug: string): string;
  label?: string;
};

/** Every custom product category as a tile (spec §3 Category), with loading, empty and error states. */
export function CategoryTiles({ hrefFor, label = 'Categories' }: CategoryTilesProps) {
  const categories = useCategories();
  const items = categories.data?.items ?? [];
  if (categories.isError) {
    return (
      <ErrorState
        title="We couldn’t load the categories"
        message={errorMessage(categories.error)}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  if (!categories.isPending && items.length === 0) {
    return (
      <EmptyState
        title="No categories yet"
        message="This store has no categories to show right now."
        action={{ label: 'Browse the shop', href: '/shop' }}
      />
    );
  }
  const tiles = items.map((category) =>
    categoryTile(category, hrefFor(encodeURIComponent(categorySlug(category)))),
  );
  return (
    <>
      <ItemListScript items={tiles} />
      <TileGrid
        tiles={tiles}
        loading={categories.isPending}
        skeletonCount={9}
        label={label}
        shape="square"
      />
    </>
  );
}
