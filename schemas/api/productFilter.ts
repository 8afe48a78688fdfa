/** The product-filter call (spec 7.3). */
import { z } from 'zod';
import { PRODUCT_SORT } from '../constants';
import { count, list, text } from '../fields';
import { parseLenient } from '../lenient';
import { MenuTypeSchema } from './enums';
import { ProductSchema, type Product } from './product';
import { ProductFacetFilterSchema, ProductFacetsSchema } from './productFacets';

export const ProductFilterRequestSchema = z.object({
  retailerId: text(),
  provider: text(),
  menuType: MenuTypeSchema.default('RECREATIONAL'),
  /** One of: brandIds; slugs with isActive true; categories. */
  filter: z
    .object({
      brandIds: z.array(z.string()).optional(),
      slugs: z.array(z.string()).optional(),
      isActive: z.boolean().optional(),
      categories: z.array(z.string()).optional(),
      ...ProductFacetFilterSchema.shape,
    })
    .prefault({}),
  search: text(),
  pagination: z.object({ offset: count(0), limit: count(20) }).prefault({}),
  sort: z
    .object({ direction: text(PRODUCT_SORT.direction), key: text(PRODUCT_SORT.key) })
    .prefault({}),
});
export type ProductFilterRequest = z.output<typeof ProductFilterRequestSchema>;

export const ProductFilterResponseSchema = z.object({
  menu: z
    .object({
      products: list(ProductSchema),
      total: count(0),
      /** Absent where the API does not count facets: the listing then offers none. */
      facets: ProductFacetsSchema.nullable().default(null),
    })
    .prefault({}),
  error: z.unknown().optional(),
});
export type ProductFilterResponse = z.output<typeof ProductFilterResponseSchema>;

/** menu.products, or an empty list when the response carries error (spec 7.3, §8). */
export function readFilteredProducts(body: unknown): Product[] {
  const { value } = parseLenient(ProductFilterResponseSchema, body, 'product filter');
  return value.error === undefined || value.error === null ? value.menu.products : [];
}
