/**
 * What the retail-media ad provider's SDK hands back for one slot: the creatives of its
 * decision. Banners are rendered by the SDK itself; product creatives are rendered natively by the
 * storefront, so only they are parsed here. Entries that do not parse are dropped: a bad creative
 * is a no-fill, never a broken page.
 */
import { z } from 'zod';
import { ProductSchema } from './product';

export const ProductCreativeSchema = z.object({
  kind: z.literal('product'),
  /** The id the provider tracks impressions and clicks under. */
  adId: z.string().min(1),
  product: ProductSchema,
});
export type ProductCreative = z.output<typeof ProductCreativeSchema>;

/** The product creatives of a decision, in the provider's order; anything else is left out. */
export function readProductCreatives(creatives: unknown): ProductCreative[] {
  if (!Array.isArray(creatives)) return [];
  return creatives.flatMap((creative: unknown) => {
    const parsed = ProductCreativeSchema.safeParse(creative);
    return parsed.success && parsed.data.product.slug !== '' ? [parsed.data] : [];
  });
}
