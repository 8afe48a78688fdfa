import type { Brand, Product, SearchSuggestionResult } from '../../../schemas';
import { DEFAULT_DEAL_IMAGE } from '../../../schemas/constants';
import type {
  BrandLink,
  Loadable,
  SearchProduct,
  SearchResultsState,
  SuggestionItem,
  TopBrand,
} from '../../../variants/search/types';
import { brandImage } from '../../rules/brandImage';
import { highlightSegments } from '../../rules/searchHighlight';
import { brandSlug } from '../catalogue/productView';

/** The suggestion answer on screen and the term it answers. */
export type ShownResponse = { term: string; result: SearchSuggestionResult };

export type SearchViewInput = {
  /** What the input shows. */
  term: string;
  /** The debounced, trimmed term the service was last asked about. */
  queryTerm: string;
  /** The machine's 700 ms "no results" permission (spec §5). */
  noResultsAllowed: boolean;
  /** The newest answer received; an answer for an older term only while the newer one loads. */
  response: ShownResponse | null;
  /** The call for queryTerm failed (after its retries). */
  error: string | null;
  shopPath: string;
  start: { topBrands: Loadable<TopBrand>; trending: Loadable<SearchProduct> };
};

export const shopSearchHref = (shopPath: string, term: string) =>
  `${shopPath}?search=${encodeURIComponent(term.trim())}`;

export const variantsText = (variantsSize: number) => `Variants: ${variantsSize}`;

export function searchProductFrom(product: {
  productSlug: string;
  productName: string;
  image: string;
  variantsSize: number;
}): SearchProduct {
  return {
    slug: product.productSlug,
    name: product.productName,
    image: product.image,
    variantsText: variantsText(product.variantsSize),
    href: `/product/${encodeURIComponent(product.productSlug)}`,
  };
}

export const trendingProductFrom = (product: Product): SearchProduct =>
  searchProductFrom({ ...product, productSlug: product.slug });

/** Spec §3 Brand: the brand image rule, then the default deals-card image; links to its brand search. */
export const topBrandFrom = (brand: Brand): TopBrand => ({
  id: brand.id,
  name: brand.brandName || brand.name,
  image: brandImage(brand) ?? DEFAULT_DEAL_IMAGE,
  href: `/search/brands/${encodeURIComponent(brandSlug(brand))}`,
});

function resultLists(result: SearchSuggestionResult, shopPath: string) {
  const seen = new Set<string>();
  const suggestions: SuggestionItem[] = [];
  const products: SearchProduct[] = [];
  for (const suggestion of result.suggestions) {
    const key = suggestion.productSlug || suggestion.brandNameAndProductNameAndCategoryName;
    if (seen.has(key)) continue;
    seen.add(key);
    // The phrase searched is the product's name: the catalogue search matches names, and the
    // whole "brand product category" phrase would match no single field of it.
    const phrase = suggestion.productName || suggestion.brandNameAndProductNameAndCategoryName;
    suggestions.push({
      key,
      segments: highlightSegments(
        suggestion.highlight || suggestion.brandNameAndProductNameAndCategoryName,
      ),
      href: shopSearchHref(shopPath, phrase),
    });
    if (suggestion.productSlug) products.push(searchProductFrom(suggestion));
  }
  const brands: BrandLink[] = [...new Set(result.brands.filter((name) => name.trim()))].map(
    (name) => ({ name, href: shopSearchHref(shopPath, name) }),
  );
  return { suggestions, brands, products };
}

/**
 * What the search panel shows (spec 2.8, §5, §8). An answer is used only for the term it
 * answers: while a newer term loads, an older answer stays on screen marked as updating and
 * never claims to be the newer term's; "no results" needs the current term's own empty answer
 * and the machine's 700 ms.
 */
export function searchView(input: SearchViewInput): {
  results: SearchResultsState;
  seeAll: { label: string; href: string } | null;
} {
  const typed = input.term.trim();
  if (typed === '') return { results: { kind: 'start', ...input.start }, seeAll: null };
  const { response } = input;
  const fresh = response !== null && response.term === input.queryTerm && input.queryTerm === typed;
  if (input.error !== null && input.queryTerm === typed)
    return { results: { kind: 'error', message: input.error }, seeAll: null };
  if (response !== null) {
    const lists = resultLists(response.result, input.shopPath);
    const found =
      lists.suggestions.length + lists.brands.length + lists.products.length > 0 ||
      response.result.totalProducts > 0;
    if (found) {
      const total = response.result.totalProducts;
      return {
        results: { kind: 'results', ...lists, updating: !fresh },
        seeAll:
          total > 0
            ? {
                label: `See All ${total} Products`,
                href: shopSearchHref(input.shopPath, response.term),
              }
            : null,
      };
    }
  }
  if (!fresh) return { results: { kind: 'loading' }, seeAll: null };
  return {
    results: input.noResultsAllowed ? { kind: 'noResults', term: typed } : { kind: 'pending' },
    seeAll: null,
  };
}
