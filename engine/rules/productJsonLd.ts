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

/** A measured characteristic: a cannabinoid's or a terpene's amount in the product. */
export type PropertyValueJsonLd = {
  '@type': 'PropertyValue';
  name: string;
  /** What kind of characteristic it is, where the name alone does not say: "Terpene". */
  description?: string;
  value: number;
  unitText: '%' | 'mg';
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
  additionalProperty?: PropertyValueJsonLd[];
};

const property = (
  name: string,
  value: number | null,
  unitText: PropertyValueJsonLd['unitText'],
  description?: string,
): PropertyValueJsonLd[] =>
  value === null
    ? []
    : [
        {
          '@type': 'PropertyValue',
          name,
          ...(description ? { description } : {}),
          value,
          unitText,
        },
      ];

/**
 * Potency and terpenes as schema.org PropertyValues, in the units the page shows them: THC, Total
 * THC (where the lab reports THCa) and CBD in % or mg, milligram products' servings, and each
 * terpene's share in %. Empty for a product without them.
 */
export function scienceProperties(
  product: Pick<Product, 'potency' | 'terpenes'>,
): PropertyValueJsonLd[] {
  const terpenes = product.terpenes.flatMap((terpene) =>
    property(terpene.name, terpene.share, '%', 'Terpene'),
  );
  const { potency } = product;
  if (potency === null) return terpenes;
  const unit = potency.unit === 'MILLIGRAMS' ? 'mg' : '%';
  // Servings are an edible's milligrams; a share of weight (%) has none, as on the page.
  const servings =
    unit === 'mg'
      ? [
          ...property('THC per serving', potency.thcPerServing, unit),
          ...property('CBD per serving', potency.cbdPerServing, unit),
        ]
      : [];
  return [
    ...property('THC', potency.thc, unit),
    ...property('Total THC', potency.thca === null ? null : potency.totalThc, unit),
    ...property('CBD', potency.cbd, unit),
    ...servings,
    ...terpenes,
  ];
}

const absolute = (base: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;

/**
 * schema.org Product with one Offer per option (weight), prices in USD with 2 decimals (spec 9);
 * a product without options gets one Offer at its own price. URLs are absolute on the site origin,
 * like the BreadcrumbList beside it (spec 2.7). Potency and terpenes go in additionalProperty.
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
    | 'potency'
    | 'terpenes'
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
  const properties = scienceProperties(product);
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
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
  };
}
