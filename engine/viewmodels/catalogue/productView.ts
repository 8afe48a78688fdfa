import type { Brand, Category, Product } from '../../../schemas';
import type { ProductCardData } from '../../../variants/product-cards/types';
import type { TileData } from '../../../variants/catalogue/types';
import { formatPrice, lowestPrice } from '../../rules/price';
import { slugify } from '../../rules/slugify';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => (word === 'cbd' || word === 'thc' ? word.toUpperCase() : word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Menu enums read as words: "PRE_ROLLS" → "Pre Rolls", "HIGH_CBD" → "High CBD". Names stay. */
export function categoryDisplayName(category: string): string {
  const trimmed = category.trim();
  return /^[A-Z0-9_]+$/.test(trimmed) ? words(trimmed) : trimmed;
}

/** Strain label, or null for "NOT_APPLICABLE" and unknown. */
export function strainLabel(strainType: string): string | null {
  const trimmed = strainType.trim();
  return trimmed === '' || trimmed === 'NOT_APPLICABLE' ? null : words(trimmed);
}

/** The options with a price above zero: a card's "from" price and a product page's sizes. */
export const pricedOptions = (product: Product) =>
  product.options.filter((option) => Number.isFinite(option.price) && option.price > 0);

export function productCardData(product: Product): ProductCardData {
  const prices = new Set(pricedOptions(product).map((option) => option.price));
  const sizes = Math.max(product.variantsSize, product.options.length);
  const details = [
    strainLabel(product.strainType),
    product.thc ? `THC ${product.thc}` : null,
  ].filter((part): part is string => part !== null);
  return {
    slug: product.slug,
    href: `/product/${encodeURIComponent(product.slug)}`,
    name: product.productName,
    brand: product.brand.name,
    category: categoryDisplayName(product.category),
    image: product.image,
    price: formatPrice(lowestPrice(product)),
    priceFrom: prices.size > 1,
    options: sizes > 1 ? `${sizes} sizes` : null,
    details: details.length > 0 ? details.join(' · ') : null,
    deal: product.specialDiscount?.specialName || null,
  };
}

export function categoryTile(category: Category, href: string): TileData {
  return {
    href,
    name: categoryDisplayName(category.categoryName),
    image: category.image,
    // The tile's name already says what the picture shows.
    imageAlt: '',
  };
}

/** The slug a brand's URLs use: urlSlug, else the slugified brandName (spec 2.1). */
export function brandSlug(brand: Pick<Brand, 'urlSlug' | 'brandName' | 'name'>): string {
  return brand.urlSlug.trim() || slugify(brand.brandName || brand.name);
}

/** Resolves a URL's brand segment against the brand list by urlSlug, slugified name or id. */
export function findBrand(brands: readonly Brand[], key: string): Brand | null {
  // The key comes from the router, already decoded: never decode twice.
  const wanted = slugify(key);
  return (
    brands.find(
      (brand) =>
        brandSlug(brand) === wanted ||
        slugify(brand.brandName || brand.name) === wanted ||
        brand.id === key,
    ) ?? null
  );
}

/** The category slug of a URL (spec 2.1: /category/{slugified categoryName}), by urlSlug or name. */
export function findCategory(categories: readonly Category[], key: string): Category | null {
  const wanted = slugify(key);
  return (
    categories.find(
      (category) => category.urlSlug === wanted || slugify(category.categoryName) === wanted,
    ) ?? null
  );
}

export function categorySlug(category: Category): string {
  return category.urlSlug.trim() || slugify(category.categoryName);
}
