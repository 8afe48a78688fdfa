import type {
  SearchResultsState,
  SuggestionGroup,
  SuggestionOption,
  SuggestionsPopup,
} from '../../../variants/search/types';

/**
 * How many of each list the desktop dropdown shows. The overlay shows the whole answer; under a
 * header the list must fit a laptop screen, and "See All … Products" leads to the rest.
 */
export const DROPDOWN_LIMITS = { suggestions: 5, brands: 5, products: 4 } as const;

export type DesktopSuggestions = {
  popup: SuggestionsPopup;
  /** Option ids in reading order: what ArrowDown/ArrowUp walk through. */
  order: readonly string[];
  /** Where each option leads. */
  hrefs: ReadonlyMap<string, string>;
  announcement: string;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The desktop dropdown for the search panel's state (spec 2.8 contents, 2.3 search box): closed
 * while the machine hides the list or no term is typed; skeletons until the term's answer (and,
 * for an empty answer, the 700 ms "no results" delay); then the groups and "See All".
 */
export function desktopSuggestions(input: {
  /** The machine's list region is `shown`. */
  shown: boolean;
  results: SearchResultsState;
  seeAll: { label: string; href: string } | null;
}): DesktopSuggestions {
  const hrefs = new Map<string, string>();
  const none = (popup: SuggestionsPopup, announcement = ''): DesktopSuggestions => ({
    popup,
    order: [],
    hrefs,
    announcement,
  });
  const { results } = input;
  if (!input.shown || results.kind === 'start') return none({ kind: 'closed' });
  if (results.kind === 'loading' || results.kind === 'pending') return none({ kind: 'loading' });
  if (results.kind === 'noResults') return none(results, `No results for “${results.term}”`);
  if (results.kind === 'error') return none(results, 'Search failed');

  const add = <T extends SuggestionOption>(option: T, href: string): T => {
    hrefs.set(option.id, href);
    return option;
  };
  const phrases = results.suggestions
    .slice(0, DROPDOWN_LIMITS.suggestions)
    .map((item, index) =>
      add({ kind: 'phrase', id: `suggestion-${index}`, segments: item.segments }, item.href),
    );
  const brands = results.brands
    .slice(0, DROPDOWN_LIMITS.brands)
    .map((brand, index) =>
      add({ kind: 'brand', id: `brand-${index}`, name: brand.name }, brand.href),
    );
  const products = results.products
    .slice(0, DROPDOWN_LIMITS.products)
    .map((product, index) =>
      add({ kind: 'product', id: `product-${index}`, product }, product.href),
    );
  const groups: SuggestionGroup[] = [
    { label: 'Suggestions', options: phrases },
    { label: 'Brands', options: brands },
    { label: 'Products', options: products },
  ].filter((group) => group.options.length > 0);
  const seeAll =
    input.seeAll === null
      ? null
      : add(
          { kind: 'seeAll' as const, id: 'see-all', label: input.seeAll.label },
          input.seeAll.href,
        );

  const counts = [
    phrases.length > 0 ? plural(phrases.length, 'suggestion', 'suggestions') : null,
    brands.length > 0 ? plural(brands.length, 'brand', 'brands') : null,
    products.length > 0 ? plural(products.length, 'product', 'products') : null,
  ].filter((part) => part !== null);
  const total = phrases.length + brands.length + products.length;
  return {
    popup: { kind: 'options', groups, seeAll, updating: results.updating },
    order: [...groups.flatMap((group) => group.options), ...(seeAll ? [seeAll] : [])].map(
      (option) => option.id,
    ),
    hrefs,
    // Said once the term's own answer is in, not for an older one being replaced.
    announcement: results.updating
      ? ''
      : total > 0
        ? `${plural(total, 'result', 'results')}: ${counts.join(', ')}`
        : (seeAll?.label ?? ''),
  };
}
