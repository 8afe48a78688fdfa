/**
 * Props of the search family (spec 2.8 search drawer and overlay, 2.5 mobile search-page header,
 * §3 "Search suggestion result"). The engine's search view-model decides every text, link and
 * state (debounce, stale responses, the 700 ms "no results" delay); these components only lay out.
 */
import type { RefObject } from 'react';

/** One run of a suggestion's highlight: `match` runs are the part that matched the term. */
export type HighlightSegment = { text: string; match: boolean };

/** A highlighted suggestion; clicking it searches its phrase in the shop (spec 2.8). */
export type SuggestionItem = {
  /** Unique within the list (productSlug, or the phrase). */
  key: string;
  /** The sanitised highlight of brandNameAndProductNameAndCategoryName, as text segments. */
  segments: readonly HighlightSegment[];
  /** {shopPath}?search={phrase}. */
  href: string;
};

/** A brand name from the suggestion result; clicking it searches that brand (spec 2.8). */
export type BrandLink = { name: string; href: string };

/** A product row: image, productName and "Variants: {variantsSize}" (spec 2.8). */
export type SearchProduct = {
  slug: string;
  name: string;
  /** Empty draws the placeholder artwork. */
  image: string;
  /** "Variants: 3". */
  variantsText: string;
  /** /product/{productSlug}. */
  href: string;
};

/** A Top Brands slide: the brand image rule of spec §3 already applied (null draws a monogram). */
export type TopBrand = { id: string; name: string; image: string | null; href: string };

/** A list that loads on its own: skeleton rows while `loading`, nothing when empty. */
export type Loadable<T> = { loading: boolean; items: readonly T[] };

/**
 * What the results area shows (spec 2.8):
 * - `start`: empty term, Top Brands and Trending Products;
 * - `loading`: the first results for the term are on their way (5 skeleton rows);
 * - `results`: suggestions, brands and products; `updating` while a newer term loads over them;
 * - `pending`: the term found nothing but the 700 ms have not passed (nothing is claimed yet);
 * - `noResults`: the term found nothing for 700 ms;
 * - `error`: the suggestion call failed.
 */
export type SearchResultsState =
  | { kind: 'start'; topBrands: Loadable<TopBrand>; trending: Loadable<SearchProduct> }
  | { kind: 'loading' }
  | {
      kind: 'results';
      suggestions: readonly SuggestionItem[];
      brands: readonly BrandLink[];
      products: readonly SearchProduct[];
      updating: boolean;
    }
  | { kind: 'pending' }
  | { kind: 'noResults'; term: string }
  | { kind: 'error'; message: string };

export type SearchPanelTexts = {
  /** searchPageCms topBrandsTitle, default "Top Brands". */
  topBrandsTitle: string;
  /** searchPageCms trendingProductsTitle, default "Trending Products". */
  trendingTitle: string;
  /** "View All" of Top Brands: /search/brands. */
  viewAllBrandsHref: string;
};

export type SearchPanelProps = SearchPanelTexts & {
  /** What the shopper typed (the input is controlled). */
  term: string;
  results: SearchResultsState;
  /** "See All {totalProducts} Products" → {shopPath}?search={term}; null with no term or no match. */
  seeAll: { label: string; href: string } | null;
  onTermChange(term: string): void;
  /** Enter in the field: the engine goes to {shopPath}?search={term}. */
  onSubmit(): void;
  /** The clear (×) button in the field. */
  onClear(): void;
  onRetry(): void;
  /**
   * A result link was followed. The engine closes the overlay, so following a link to the page
   * already shown closes it instead of reloading (spec 2.8).
   */
  onNavigate(): void;
};

export type SearchOverlayProps = SearchPanelProps & {
  open: boolean;
  /** Back arrow, Escape and the backdrop (drawer) close it. */
  onClose(): void;
  /**
   * 'overlay' is full screen (footer centre button, mobile search field); 'drawer' slides in from
   * the right on wider screens (spec 2.8). Below 768 px both fill the screen.
   */
  presentation: 'overlay' | 'drawer';
  /** The machine asks for focus 2 s after opening and blur 2 s after closing (spec 2.8, §9). */
  inputRef?: RefObject<HTMLInputElement | null>;
};

/** The mobile search-page header (spec 2.5): back, read-only field, clear, wishlist, notifications. */
export type SearchPageHeaderProps = {
  /** "Type here to search products". */
  placeholder: string;
  /** The ?search= value shown in the field; empty shows the placeholder and hides the clear icon. */
  term: string;
  /** Wishlist badge only when signed in (spec 2.5, §6); 0 hides the number. */
  wishlistCount: number;
  notificationCount: number;
  onBack(): void;
  /** The read-only field: overlay for the fullText search type, otherwise /search (engine). */
  onSearch(): void;
  /** Removes the ?search= parameter. */
  onClear(): void;
  onWishlist(): void;
  /** /notification; the engine asks to sign in first. */
  onNotifications(): void;
};

/**
 * One option of the desktop header's suggestion list (spec 2.3 search box showing 2.8's
 * suggestions, brands and products). `id` is the engine's name for it, unique in the list.
 */
export type SuggestionOption =
  | { kind: 'phrase'; id: string; segments: readonly HighlightSegment[] }
  | { kind: 'brand'; id: string; name: string }
  | { kind: 'product'; id: string; product: SearchProduct }
  | { kind: 'seeAll'; id: string; label: string };

/** A labelled run of options: "Suggestions", "Brands" or "Products". */
export type SuggestionGroup = { label: string; options: readonly SuggestionOption[] };

/**
 * What the dropdown under the desktop search box shows:
 * - `closed`: no term, or the shopper dismissed it;
 * - `loading`: the term's first answer is on its way, or "no results" is not yet allowed (700 ms);
 * - `options`: the groups, then "See All {totalProducts} Products"; `updating` while a newer term loads;
 * - `noResults` / `error`: a message instead of a list.
 */
export type SuggestionsPopup =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | {
      kind: 'options';
      groups: readonly SuggestionGroup[];
      seeAll: Extract<SuggestionOption, { kind: 'seeAll' }> | null;
      updating: boolean;
    }
  | { kind: 'noResults'; term: string }
  | { kind: 'error'; message: string };

/**
 * The desktop search box as an ARIA combobox. The engine's search machine decides what is shown
 * and which option is active; the box keeps the text being typed and reports keys and clicks.
 */
export type SearchSuggestionsProps = {
  popup: SuggestionsPopup;
  /** The option ArrowDown/ArrowUp reached (aria-activedescendant); null while on the input. */
  activeOptionId: string | null;
  /** Polite live-region text, e.g. "7 results: 3 suggestions, 2 brands, 2 products". */
  announcement: string;
  /** Each keystroke (the machine debounces the call). */
  onTermChange(term: string): void;
  /** ArrowDown (1) / ArrowUp (-1). */
  onMove(step: 1 | -1): void;
  /** Enter on the active option, or a click on one: the engine follows it. */
  onOpenOption(id: string): void;
  /** Focus or a click in the field: the list for the term in place comes back. */
  onShow(): void;
  /** Escape or leaving the field: the list closes, the typed term stays. */
  onDismiss(): void;
};
