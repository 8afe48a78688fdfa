import type { Product } from '../../schemas';
import { lowestPrice } from './price';
import { siteBase } from '../routing/siteUrl';

export type OfferJsonLd = {
  '@type': 'Offer';
  name?: string;
  price: string;
  priceCurrency: 'USD';
  availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
  url: string;
};

export type ProductJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  sku: string;
  url: string;
  image: string[];
  description?: string;
  category?: string;
  brand?: { '@type': 'Brand'; name: string };
  offers: OfferJsonLd[];
};

const absolute = (base: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;

/**
 * schema.org Product with one Offer per option (weight), prices in USD with 2 decimals (spec 9);
 * a product without options gets one Offer at its own price. URLs are absolute on the site origin,
 * like the BreadcrumbList beside it (spec 2.7).
 */
export function productJsonLd(
  product: Pick<
    Product,
    | 'id'
    | 'slug'
    | 'productName'
    | 'image'
    | 'images'
    | 'description'
    | 'category'
    | 'brand'
    | 'price'
    | 'options'
  >,
  origin: string,
  { inStock = true, categoryName }: { inStock?: boolean; categoryName?: string } = {},
): ProductJsonLd {
  const base = siteBase(origin);
  const url = `${base}/product/${encodeURIComponent(product.slug)}`;
  const availability = inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const offer = (price: number, name?: string): OfferJsonLd => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price: (Number.isFinite(price) && price > 0 ? price : 0).toFixed(2),
    priceCurrency: 'USD',
    availability,
    url,
  });
  const priced = product.options.filter((o) => Number.isFinite(o.price) && o.price > 0);
  const images = [product.image, ...product.images].filter((src) => src.trim() !== '');
  const category = categoryName ?? product.category;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    sku: product.id || product.slug,
    url,
    image: [...new Set(images.map((src) => absolute(base, src)))],
    ...(product.description ? { description: product.description } : {}),
    ...(category ? { category } : {}),
    ...(product.brand.name ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers:
      priced.length > 0
        ? priced.map((o) => offer(o.price, o.option || undefined))
        : [offer(lowestPrice(product))],
  };
}
