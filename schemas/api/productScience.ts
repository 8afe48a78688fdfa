/**
 * What dispensary shoppers compare first, where the retailer's API gives it: potency, terpenes,
 * effects and the lab result behind them. Every field is optional: a product without them reads
 * as before (potency null, no terpenes, no effects, no lab result).
 */
import { z } from 'zod';

/** The strain types a shopper filters by (the menu API's enum; NOT_APPLICABLE is none of them). */
export const STRAIN_TYPES = ['INDICA', 'SATIVA', 'HYBRID', 'HIGH_CBD'] as const;
export type StrainType = (typeof STRAIN_TYPES)[number];

/**
 * How a product's cannabinoids are measured: a share of its weight (flower, pre-rolls, vapes,
 * concentrates) or milligrams in the package (edibles, tinctures, topicals).
 */
export const POTENCY_UNITS = ['PERCENT', 'MILLIGRAMS'] as const;
export type PotencyUnit = (typeof POTENCY_UNITS)[number];

/** THCa's share that becomes THC when heated: the ratio of their molar masses (314.45 / 358.48). */
export const THCA_TO_THC = 0.877;

/**
 * Total THC where the lab reports THCa: THC + 0.877 × THCa, the formula of the USDA's hemp rule
 * (7 CFR 990.1, "total THC") and of state cannabis labelling rules, rounded to 0.1.
 */
export function totalThc(thc: number | null, thca: number | null): number | null {
  if (thca === null) return thc;
  return Math.round(((thc ?? 0) + THCA_TO_THC * thca) * 10) / 10;
}

const amount = z.number().finite().min(0).nullable().default(null);

export const PotencySchema = z
  .object({
    unit: z.enum(POTENCY_UNITS),
    /** % of weight, or mg in the package. */
    thc: amount,
    /** THCa as the lab reports it (% or mg, as `unit`); total THC is computed from it. */
    thca: amount,
    cbd: amount,
    /** Edibles and tinctures: mg in one serving. */
    thcPerServing: amount,
    cbdPerServing: amount,
  })
  .transform((potency) => ({ ...potency, totalThc: totalThc(potency.thc, potency.thca) }));
export type Potency = z.output<typeof PotencySchema>;

export const TerpeneSchema = z.object({
  name: z.string().min(1).max(40),
  /** % of the product's weight, as the lab reports it. */
  share: z.number().finite().min(0).max(100),
});
export type Terpene = z.output<typeof TerpeneSchema>;

/** A certificate of analysis: only an https link is kept (it opens in a new tab). */
export const LabResultSchema = z.object({
  laboratory: z.string().min(1).max(120),
  batch: z.string().min(1).max(80),
  /** The test date, YYYY-MM-DD. */
  testedAt: z.iso.date(),
  certificateUrl: z
    .url({ protocol: /^https$/ })
    .nullable()
    .default(null),
});
export type LabResult = z.output<typeof LabResultSchema>;

/** The science fields of a product, merged into ProductSchema. */
export const productScienceFields = {
  potency: PotencySchema.nullable().default(null),
  terpenes: z
    .array(TerpeneSchema)
    .max(20)
    .default(() => []),
  effects: z
    .array(z.string().min(1).max(40))
    .max(12)
    .default(() => []),
  labResult: LabResultSchema.nullable().default(null),
};
