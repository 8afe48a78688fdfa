/**
 * The one props type of every product card, so listings, carousels and stories can swap card
 * styles. The engine maps a Product (spec §3 "Product") to ProductCardData; cards only lay it out.
 */

export type ProductCardData = {
  /** productSlug; unique in a listing. */
  slug: string;
  /** /product/{productSlug} (spec 2.1). */
  href: string;
  /** productName. */
  name: string;
  /** The product's brand name; empty when unknown. */
  brand: string;
  /** Display name of the product category ("Pre Rolls"); empty when unknown. */
  category: string;
  /** The product image; empty draws the placeholder artwork. */
  image: string;
  /** The lowest option price in $ with 2 decimals (spec 9), e.g. "$12.00". */
  price: string;
  /** True when options differ in price: the card then reads "From $12.00". */
  priceFrom: boolean;
  /** "3 sizes" style summary of variantsSize; null for a single option. */
  options: string | null;
  /** Strain and potency line, e.g. "Hybrid · THC 21.4%"; null when unknown. */
  details: string | null;
  /** Name of the deal the product is part of (specialDiscount); null when none. */
  deal: string | null;
};

export type ProductCardProps = {
  /** The product to show, mapped by the engine from a Product (spec §3). */
  product: ProductCardData;
  /** "Add to cart" was pressed; the engine adds one of the lowest-priced option (spec 9 quantity 1). */
  onAddToCart(): void;
  /** Optional: the card's link was followed (the product opens); navigation is the link's job. */
  onSelect?(): void;
  /** An advertiser paid for this card (a sponsored placement): the card says "Sponsored". */
  sponsored?: boolean;
  /** Heading level of the product name: 3 under a page section (default), 2 directly under the h1. */
  headingLevel?: 2 | 3;
  /** The card opens a listing: its picture may be the page's largest, so it is never lazy. */
  priority?: boolean;
};
