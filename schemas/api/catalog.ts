/** Brands, custom categories and specials (spec §3 Brand, Category, Special / deal). */
import { z } from 'zod';
import { flag, id, maybeText, text } from '../fields';

export const BrandSchema = z.object({
  id: id(),
  brandName: text(),
  name: text(),
  urlSlug: text(),
  /** Used only when present, not "null" and not a default.png (spec 5). */
  customImage: maybeText(),
  /** Empty falls back to the default deals-card image where it is rendered. */
  imageUrl: text(),
});
export type Brand = z.output<typeof BrandSchema>;

/** The subset of a brand kept in local storage as brandList (spec §3). */
export const StoredBrandSchema = BrandSchema.pick({ id: true, urlSlug: true, brandName: true });
export type StoredBrand = z.output<typeof StoredBrandSchema>;

export const CategorySchema = z.object({
  categoryName: text(),
  urlSlug: text(),
  image: text(),
  imageAlt: text(),
  imageTitle: text(),
});
export type Category = z.output<typeof CategorySchema>;

export const SpecialSchema = z.object({
  id: id(),
  name: text(),
  urlSlug: text(),
  menuDisplayConfiguration: z
    .object({ image: text(), name: text(), description: text() })
    .prefault({}),
  isCustomImage: flag(false),
  image: text(),
});
export type Special = z.output<typeof SpecialSchema>;
