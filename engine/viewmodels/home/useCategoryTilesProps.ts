import type { HomeSectionOf } from '../../../schemas';
import type { CategoryTilesProps } from '../../../variants/home-sections/types';
import { useCategories } from '../../api/hooks';
import { categorySlug, categoryTile } from '../catalogue/productView';

/**
 * Category tiles: the custom product categories (spec §3 Category) as on /categories, at most
 * `limit`. Null (the section is left out) when the store has none or they cannot be read: a home
 * page does not advertise an empty shelf, and /categories still says why.
 */
export function useCategoryTilesProps(
  settings: HomeSectionOf<'categoryTiles'>['settings'],
): CategoryTilesProps | null {
  const categories = useCategories();
  const items = (categories.data?.items ?? []).slice(0, settings.limit);
  if (!categories.isPending && items.length === 0) return null;
  return {
    title: settings.title,
    loading: categories.isPending,
    skeletonCount: settings.limit,
    tiles: items.map((category) =>
      categoryTile(category, `/category/${encodeURIComponent(categorySlug(category))}`),
    ),
    viewAll: { href: '/categories', label: 'All categories' },
  };
}
