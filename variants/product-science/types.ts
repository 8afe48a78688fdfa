/**
 * Props of the product science block (potency, terpene profile, effects, lab result). The engine
 * (engine/viewmodels/catalogue/productScienceData.ts) words and formats every value from the
 * product's science fields (schemas/api/productScience.ts); the block only lays them out.
 */
import type { PotencyUnit } from '../../schemas';

/** One cannabinoid tile. */
export type PotencyStat = {
  /** "THC", "Total THC" or "CBD". */
  label: string;
  /** The amount in the product's unit: "21.4%" or "100 mg". */
  value: string;
  /** Lines under a milligram amount: ["per package", "10 mg per serving"]; empty for a share (%). */
  detail: readonly string[];
};

export type PotencyData = {
  /** Shares (%) are short and sit three to a row; milligram tiles carry a detail and need room. */
  unit: PotencyUnit;
  /** THC, Total THC (only where the lab gave THCa), CBD: those the product has, in that order. */
  stats: readonly PotencyStat[];
  /** How Total THC is counted, shown under the tiles when there is a Total THC tile; else null. */
  totalThcNote: string | null;
};

export type TerpeneData = {
  /** As the lab names it, e.g. "β-Caryophyllene". */
  name: string;
  /** Its share of the product's weight: "0.82%". */
  share: string;
  /** Bar length in % of the bar's track: the share relative to the product's largest terpene. */
  barPercent: number;
  /** Aroma and where else it is found (engine/rules/terpenes.ts); null for a terpene not in it. */
  description: string | null;
};

export type LabResultData = {
  laboratory: string;
  batch: string;
  /** The test date, YYYY-MM-DD, for the time element. */
  testedAt: string;
  /** The same date as read: "Mar 4, 2026" (shown as "Tested Mar 4, 2026"). */
  testedOn: string;
  /** The certificate of analysis (https only, opens in a new tab); null when not online. */
  certificateUrl: string | null;
};

export type ProductScienceProps = {
  /** The product's potency; null when the API gave none or no amount in it. */
  potency: PotencyData | null;
  /** Largest share first; empty hides the terpene profile. */
  terpenes: readonly TerpeneData[];
  /** Effect words as the API gives them, e.g. "Relaxed"; empty hides the section. */
  effects: readonly string[];
  /** The certificate of analysis behind the numbers; null hides the section. */
  labResult: LabResultData | null;
};
