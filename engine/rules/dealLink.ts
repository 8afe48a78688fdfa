import type { DealsVersion, StoredBrand } from '../../schemas';
import { slugify } from './slugify';

/** Where a deal card is shown: the contexts of the spec 2.15 target table. */
export type DealLinkContext =
  /** /deals (v1), or /deals-category/{categorySlug} (v2) with that category's name. */
  | { page: 'deals'; categoryName?: string | null }
  /** /brands/{x}: the brand whose page it is (id, urlSlug or name, as in the URL). */
  | { page: 'brandDetail'; brandId: string }
  /** /deals-collection/{categorySlug}: the category of the collection shown. */
  | { page: 'dealsCollection'; categoryName: string }
  /** Anywhere else (home page, today's deals, menus, search); a category when one applies. */
  | { page: 'elsewhere'; categoryName?: string | null };

export type DealLinkInput = {
  /** The special's urlSlug. */
  specialSlug: string;
  context: DealLinkContext;
  /** A brandId in the current page's query (?brandId=…), if any. */
  queriedBrandId?: string | null;
  /** appSettings.dealsVersion: in "v2" the deals page lists deals per category (spec 2.1). */
  dealsVersion: DealsVersion;
  /** The brandList kept in local storage (spec §3 Brand). */
  brandList: readonly StoredBrand[];
};

/** Cross-category collection: the literal segment of /deals-collection/category (spec 2.1). */
const ALL_CATEGORIES = 'category';

/**
 * Spec 2.15: a brand id is resolved to the urlSlug of the stored brand whose id, urlSlug or
 * slugified brandName matches it. A brand the list does not know keeps the id it was given, so
 * the collection is still filtered by what the page had.
 */
export function resolveBrandSlug(brandId: string, brandList: readonly StoredBrand[]): string {
  const wanted = brandId.trim();
  const wantedSlug = slugify(wanted);
  const brand = brandList.find(
    (b) =>
      b.id === wanted ||
      (b.urlSlug !== '' && b.urlSlug === wanted) ||
      (b.brandName !== '' && slugify(b.brandName) === wantedSlug),
  );
  if (!brand) return wanted;
  return brand.urlSlug.trim() || slugify(brand.brandName) || wanted;
}

function collection(categoryName: string | null | undefined): string {
  const slug = slugify(categoryName ?? '');
  return `/deals-collection/${slug || ALL_CATEGORIES}`;
}

/** The target path of a deal card's button, before any brand id. */
function basePath(specialSlug: string, context: DealLinkContext, dealsVersion: DealsVersion) {
  const query = `specialSlug=${encodeURIComponent(specialSlug)}`;
  switch (context.page) {
    case 'deals':
      // v2's deals pages are per category (/deals-category/{slug}), so a card there opens that
      // category's collection; v1's /deals lists every category.
      return dealsVersion === 'v2'
        ? `${collection(context.categoryName)}?${query}`
        : `${collection(null)}?${query}`;
    case 'brandDetail':
      return `${collection(null)}?${query}`;
    case 'dealsCollection':
      return `${collection(context.categoryName)}?${query}`;
    case 'elsewhere':
      return slugify(context.categoryName ?? '') === ''
        ? `/search/deals/${encodeURIComponent(specialSlug)}`
        : `${collection(context.categoryName)}?${query}`;
  }
}

/**
 * Where a deal card's button leads (spec 2.15 table):
 * - deals page → /deals-collection/category?specialSlug={slug}
 * - brand detail page → the same plus &brandId={brand slug}
 * - deals collection page → /deals-collection/{slugified category name}?specialSlug={slug}
 * - elsewhere → /search/deals/{slug}, or /deals-collection/{category}?specialSlug={slug} when a
 *   category name is given.
 * A brand id is appended whenever one is queried, resolved through the stored brandList.
 */
export function dealLink(input: DealLinkInput): string {
  const { specialSlug, context, queriedBrandId, dealsVersion, brandList } = input;
  const path = basePath(specialSlug, context, dealsVersion);
  const brandId = context.page === 'brandDetail' ? context.brandId : (queriedBrandId?.trim() ?? '');
  if (brandId.trim() === '') return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}brandId=${encodeURIComponent(resolveBrandSlug(brandId, brandList))}`;
}
