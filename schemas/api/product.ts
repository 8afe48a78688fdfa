/** Products and search suggestions (spec §3 Product, Search suggestion result; 2.8). */
import { z } from 'zod';
import { count, id, list, text } from '../fields';
import { productScienceFields } from './productScience';

export const ProductOptionSchema = z.object({
  /** The weight label, e.g. "1/8 oz". */
  option: text(),
  price: count(0),
});
export type ProductOption = z.output<typeof ProductOptionSchema>;

/** Servers send either slug or productSlug; after parsing both hold the same value. */
export const ProductSchema = z
  .object({
    id: id(),
    slug: text(),
    productSlug: text(),
    productName: text(),
    image: text(),
    /** Every picture of the product, the main image first; empty when the server sends none. */
    images: list(z.string()),
    variantsSize: count(0),
    category: text(),
    /** INDICA, SATIVA, HYBRID, HIGH_CBD or NOT_APPLICABLE; empty when unknown. */
    strainType: text(),
    /** The deal the product is part of, as the cart line carries it (spec §3 Cart). */
    specialDiscount: z
      .object({ specialName: text(), specialSlug: text() })
      .nullable()
      .default(null),
    brand: z.object({ id: id(), name: text() }).prefault({}),
    price: count(0),
    options: list(ProductOptionSchema),
    thc: z.string().optional(),
    cbd: z.string().optional(),
    description: text(),
    ...productScienceFields,
  })
  .transform((product) => {
    const slug = product.slug || product.productSlug;
    return { ...product, slug, productSlug: slug };
  });
export type Product = z.output<typeof ProductSchema>;

export const SearchSuggestionSchema = z.object({
  brandNameAndProductNameAndCategoryName: text(),
  /** HTML with the matched part highlighted; sanitised where it is rendered. */
  highlight: text(),
  productSlug: text(),
  image: text(),
  productName: text(),
  variantsSize: count(0),
});
export type SearchSuggestion = z.output<typeof SearchSuggestionSchema>;

export const SearchSuggestionResultSchema = z
  .object({
    suggestions: list(SearchSuggestionSchema),
    brands: list(z.string()),
    totalProducts: count(0),
  })
  .prefault({});
export type SearchSuggestionResult = z.output<typeof SearchSuggestionResultSchema>;
