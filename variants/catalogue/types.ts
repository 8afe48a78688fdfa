/**
 * Props of the catalogue building blocks (listings, filters, pagination, product details, tiles,
 * deal header). The engine's view-models compute every text, link and state; these only lay out.
 */
import type { ReactNode } from 'react';
import type { ProductCardData } from '../product-cards/types';

export type { ProductCardData } from '../product-cards/types';

export type ProductGridProps = {
  /** The products of the current page. */
  products: readonly ProductCardData[];
  /** First load: skeleton cards instead of products. */
  loading: boolean;
  /** How many skeleton cards to draw while loading (one page's worth). */
  skeletonCount: number;
  /** A newer page or filter is loading; these products stay visible, marked busy. */
  updating?: boolean;
  /** Accessible name of the list, e.g. "Products". */
  label: string;
  /** "Add to cart" on a card, with the product's slug. */
  onAddToCart(slug: string): void;
  /** Optional: a card's link was followed, with the product's slug. */
  onSelect?(slug: string): void;
  /** A list item placed before the products once they show, e.g. a sponsored card. */
  leading?: ReactNode;
  /** Beside the listing's facets column (desktop): one card fewer per row below wide screens. */
  besideFilters?: boolean;
};

export type Choice = {
  label: string;
  /** URL slug or price value; null is "all". */
  value: string | null;
};

export type CategoryChip = { label: string; href: string; current: boolean };

export type FilterBarProps = {
  /** Category links ("All" first); empty hides the strip (e.g. on a category page). */
  categories: readonly CategoryChip[];
  /** Brand choices ("All brands" first); empty hides the select (e.g. on a brand page). */
  brands: readonly Choice[];
  /** Spec 9 "Shop By Price" choices ("Any price" first). */
  prices: readonly Choice[];
  selectedBrand: string | null;
  selectedPrice: string | null;
  /** The active ?search= term; empty when none. */
  search: string;
  /** Where "Clear search" goes (the listing without ?search=). */
  clearSearchHref: string;
  /** Where "Clear all" goes; null hides it when nothing is filtered. */
  clearAllHref: string | null;
  /** "66 products"; null while the first page loads. */
  resultText: string | null;
  onBrandChange(value: string | null): void;
  onPriceChange(value: string | null): void;
};

export type PaginationProps = {
  /** 1-based current page. */
  pageNo: number;
  pageCount: number;
  /** The link of a page; the state lives in the URL (?pageNo=), so a reload keeps it. */
  hrefFor(pageNo: number): string;
};

export type EmptyStateProps = {
  title: string;
  message: string;
  /** A way out (clear filters, back to the shop); null when there is none. */
  action: { label: string; href: string } | null;
  /** Heading level of the title: 2 on a page with an h1 (default). */
  headingLevel?: 2 | 3;
};

export type ErrorStateProps = {
  /** Heading of the message; defaults to "We couldn’t load the products". */
  title?: string;
  /** The server's message (spec 8: response.message or error.data.message). */
  message: string;
  onRetry(): void;
};

export type OptionChoice = {
  /** Weight label, e.g. "3.5g"; "N/A" products have one unnamed option. */
  label: string;
  /** "$35.00". */
  price: string;
};

export type ProductDetailsData = {
  name: string;
  /** Brand name and the brand's page; href null when the brand is unknown. */
  brand: { name: string; href: string | null } | null;
  /** Category display name and its page. */
  category: { name: string; href: string } | null;
  /** Main picture first; at least one entry, or empty for the placeholder. */
  images: readonly string[];
  /** Strain, THC and CBD facts, e.g. [["Strain", "Hybrid"], ["THC", "21.4%"]]. */
  facts: readonly (readonly [label: string, value: string])[];
  description: string;
  /** The deal the product is part of and where its products are listed. */
  deal: { name: string; href: string } | null;
  options: readonly OptionChoice[];
};

export type ProductDetailsProps = {
  product: ProductDetailsData;
  /** Index into options of the chosen one. */
  selectedOption: number;
  /** 1..maxQuantity (spec 9: default 1, maximum 20). */
  quantity: number;
  maxQuantity: number;
  /** The line total of the chosen option and quantity, "$70.00". */
  total: string;
  onSelectOption(index: number): void;
  onQuantityChange(quantity: number): void;
  onAddToCart(): void;
};

export type TileData = {
  /** Unique key and link target. */
  href: string;
  name: string;
  /** Empty draws a monogram of the name. */
  image: string;
  imageAlt: string;
  /** Extra line under the name, e.g. "Sponsored". */
  note?: string;
};

export type TileGridProps = {
  tiles: readonly TileData[];
  loading: boolean;
  skeletonCount: number;
  label: string;
  /** 'round' for brand logos, 'square' for category art. */
  shape: 'round' | 'square';
};

export type DealHeaderProps = {
  /** null while the deal loads (a skeleton is shown). */
  deal: {
    name: string;
    description: string;
    image: { src: string; alt: string };
    /** Context line, e.g. "In Flowers" or "From Green Harbor"; null when none. */
    scope: string | null;
  } | null;
};

export type PriceButtonsProps = {
  title: string;
  /** Spec 9 "Shop By Price" choices with their links. */
  prices: readonly { label: string; href: string; current: boolean }[];
};
