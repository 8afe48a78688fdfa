/**
 * The product filter's facets: what a listing can be narrowed by beyond category, brand and
 * price (strain type, THC and CBD ranges, effects, terpenes), and the counts the API returns
 * beside each option. Counts are disjunctive, as shoppers expect of a multi-select: each facet's
 * counts apply every other chosen facet but not its own, so an option's count is the number of
 * products the listing shows once it is ticked too.
 */
import { z } from 'zod';
import { POTENCY_UNITS, STRAIN_TYPES } from './productScience';

const amount = z.number().finite().min(0);

/** A potency range in one unit: products measured in another unit do not match it. */
export const PotencyRangeSchema = z.object({
  unit: z.enum(POTENCY_UNITS),
  min: amount.optional(),
  max: amount.optional(),
});
export type PotencyRange = z.output<typeof PotencyRangeSchema>;

/** The facets part of the product filter's `filter` (spec 7.3 carries them). */
export const ProductFacetFilterSchema = z.object({
  strainTypes: z.array(z.enum(STRAIN_TYPES)).max(STRAIN_TYPES.length).optional(),
  thc: PotencyRangeSchema.optional(),
  cbd: PotencyRangeSchema.optional(),
  effects: z.array(z.string().min(1).max(40)).max(20).optional(),
  terpenes: z.array(z.string().min(1).max(40)).max(20).optional(),
});
export type ProductFacetFilter = z.output<typeof ProductFacetFilterSchema>;

const optionCount = z.object({ value: z.string(), count: z.number().int().min(0) });
export type FacetOptionCount = z.output<typeof optionCount>;

/** The span of the listing's potencies in the unit most of its products use. */
const span = z.object({ unit: z.enum(POTENCY_UNITS), min: amount, max: amount }).nullable();

export const ProductFacetsSchema = z.object({
  strainTypes: z.array(optionCount).default(() => []),
  effects: z.array(optionCount).default(() => []),
  terpenes: z.array(optionCount).default(() => []),
  thc: span.default(null),
  cbd: span.default(null),
});
export type ProductFacets = z.output<typeof ProductFacetsSchema>;
