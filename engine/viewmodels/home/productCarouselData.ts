import type { Brand, Category, HomeSectionOf, Special } from '../../../schemas';
import type { SectionLink } from '../../../variants/home-sections/types';
import type { ProductFilterInput } from '../../api/productFilter';
import {
  brandSlug,
  categoryDisplayName,
  categorySlug,
  findBrand,
  findCategory,
} from '../catalogue/productView';

type ProductCarouselSettings = HomeSectionOf<'productCarousel'>['settings'];

/**
 * The filter of spec 7.3 has one sort (POPULAR DESC) and no date: "new" asks the same filter
 * sorted by this key, which a backend that knows arrival dates honours (the mock sorts unknown
 * keys by popularity). Named here so the one assumption is in one place.
 */
export const NEWEST_SORT = { key: 'NEWEST', direction: 'DESC' } as const;

export type CarouselFilter = Pick<ProductFilterInput, 'brandIds' | 'categories' | 'specialSlug'>;

export type ProductCarouselPlan =
  /** Waiting for a list the source is resolved against (brands, categories, specials). */
  | { kind: 'pending' }
  /** Nothing to list: an unknown brand or category, or no deal running. */
  | { kind: 'none'; reason: string }
  | {
      kind: 'ready';
      title: string;
      viewAll: SectionLink;
      filter: CarouselFilter;
      sort: typeof NEWEST_SORT | null;
    };

export type ProductCarouselSources = {
  shopPath: string;
  brands: { items: readonly Brand[]; pending: boolean };
  categories: { items: readonly Category[]; pending: boolean };
  specials: { items: readonly Special[]; pending: boolean };
};

/** What a product carousel lists, under which title, and where "view all" goes. */
export function productCarouselPlan(
  settings: ProductCarouselSettings,
  sources: ProductCarouselSources,
): ProductCarouselPlan {
  const titled = (fallback: string) => settings.title.trim() || fallback;
  const shopAll = { href: sources.shopPath, label: 'Shop all' };
  switch (settings.source) {
    case 'trending':
      return {
        kind: 'ready',
        title: titled('Trending now'),
        viewAll: shopAll,
        filter: {},
        sort: null,
      };
    case 'new':
      return {
        kind: 'ready',
        title: titled('New arrivals'),
        viewAll: shopAll,
        filter: {},
        sort: NEWEST_SORT,
      };
    case 'onSale': {
      const slug = settings.specialSlug.trim() || (sources.specials.items[0]?.urlSlug ?? '');
      if (slug === '' && sources.specials.pending) return { kind: 'pending' };
      if (slug === '') return { kind: 'none', reason: 'the store has no deal running' };
      return {
        kind: 'ready',
        title: titled('On sale'),
        viewAll: { href: `/search/deals/${encodeURIComponent(slug)}`, label: 'See the deal' },
        filter: { specialSlug: slug },
        sort: null,
      };
    }
    case 'category': {
      if (sources.categories.pending) return { kind: 'pending' };
      const category = findCategory(sources.categories.items, settings.category);
      if (category === null)
        return { kind: 'none', reason: `no category "${settings.category}" in the catalogue` };
      return {
        kind: 'ready',
        title: titled(categoryDisplayName(category.categoryName)),
        viewAll: {
          href: `/category/${encodeURIComponent(categorySlug(category))}`,
          label: 'See all',
        },
        filter: { categories: [category.categoryName] },
        sort: null,
      };
    }
    case 'brand': {
      if (sources.brands.pending) return { kind: 'pending' };
      const key = settings.brand.trim();
      const brand =
        findBrand(sources.brands.items, key) ??
        sources.brands.items.find((candidate) => candidate.id === key) ??
        null;
      if (brand === null) return { kind: 'none', reason: `no brand "${key}" in the catalogue` };
      return {
        kind: 'ready',
        title: titled(brand.brandName || brand.name),
        viewAll: { href: `/brands/${encodeURIComponent(brandSlug(brand))}`, label: 'See all' },
        filter: { brandIds: [brand.id] },
        sort: null,
      };
    }
  }
}

/**
 * The carousel's list for analytics: `home:` and its source, then what it is narrowed to (the
 * deal's slug, the category, the brand's id), so the same carousel keeps its id across visits.
 */
export function productCarouselListId(
  source: ProductCarouselSettings['source'],
  filter: CarouselFilter,
): string {
  const what = filter.specialSlug || filter.categories?.[0] || filter.brandIds?.[0] || '';
  return what === '' ? `home:${source}` : `home:${source}:${what}`;
}
