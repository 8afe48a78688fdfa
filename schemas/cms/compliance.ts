/**
 * What a state requires of a dispensary's storefront: purchase limits per menu type, and the
 * licence number and warning texts on its advertising. Not in the spec: the project's own
 * settings, documented in docs/cms/settings.md. A site serves one state's stores (the fixtures
 * name the rule each number comes from).
 */
import { z } from 'zod';
import { flag, list, text } from '../fields';

/** How a product counts toward a limit: the weight of the option chosen, or its THC in mg. */
export const LIMIT_MEASURES = ['GRAMS', 'THC_MILLIGRAMS'] as const;
export type LimitMeasure = (typeof LIMIT_MEASURES)[number];

export const PurchaseLimitSchema = z.object({
  /** Stable id of the limit (e.g. `flower`), for the cart's meter. */
  id: z.string().min(1).max(40),
  /** What the shopper reads: "Flower", "Concentrate", "THC in edibles". */
  label: z.string().min(1).max(60),
  measure: z.enum(LIMIT_MEASURES),
  /** The most one order may hold, in the measure's unit. */
  amount: z.number().finite().positive(),
  /** The product categories that count toward it (the menu API's enum: FLOWER, PRE_ROLLS, …). */
  categories: z.array(z.string().min(1)).min(1),
});
export type PurchaseLimit = z.output<typeof PurchaseLimitSchema>;

export const PurchaseLimitsCmsSchema = z
  .object({
    enabled: flag(false),
    /** Where the rules apply, as the cart names it: "Michigan". */
    jurisdiction: text(''),
    /** The published rule the amounts come from, shown under the meters. */
    source: text(''),
    RECREATIONAL: list(PurchaseLimitSchema),
    MEDICAL: list(PurchaseLimitSchema),
  })
  .prefault({});
export type PurchaseLimitsCms = z.output<typeof PurchaseLimitsCmsSchema>;

export const ComplianceNoticesCmsSchema = z
  .object({
    /** The state licence number, shown with its label: "License No. AU-R-000123". */
    licenseNumber: text(''),
    licenseLabel: text('License No.'),
    /** The state's required warnings, each shown whole. */
    warnings: list(z.string().min(1).max(600)),
    /** Where the notices show beyond every footer design. */
    showOnAgeGate: flag(true),
    showInPopups: flag(true),
    showBesideAds: flag(true),
  })
  .prefault({});
export type ComplianceNoticesCms = z.output<typeof ComplianceNoticesCmsSchema>;
