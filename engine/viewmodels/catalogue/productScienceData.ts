/**
 * The product science block's props (variants/product-science) from a product's potency,
 * terpenes, effects and lab result. Null for a product without any, so its page reads as before.
 */
import type { LabResult, Product, Terpene } from '../../../schemas';
import type {
  LabResultData,
  ProductScienceProps,
  TerpeneData,
} from '../../../variants/product-science/types';
import { formatAmount, potencyData } from '../../rules/potency';
import { terpeneDescription } from '../../rules/terpenes';
import { calendarDate } from '../content/contentView';

/** Largest first, each bar measured against the largest, so the profile's shape shows at once. */
export function terpeneRows(terpenes: readonly Terpene[]): TerpeneData[] {
  const sorted = [...terpenes].sort((a, b) => b.share - a.share);
  const largest = sorted[0]?.share ?? 0;
  return sorted.map((terpene) => ({
    name: terpene.name,
    share: formatAmount(terpene.share, 'PERCENT'),
    barPercent: largest > 0 ? Math.round((terpene.share / largest) * 100) : 0,
    description: terpeneDescription(terpene.name),
  }));
}

export function labResultData(lab: LabResult): LabResultData {
  return {
    laboratory: lab.laboratory,
    batch: lab.batch,
    testedAt: lab.testedAt,
    testedOn: calendarDate(lab.testedAt),
    certificateUrl: lab.certificateUrl,
  };
}

export function productScienceData(
  product: Pick<Product, 'potency' | 'terpenes' | 'effects' | 'labResult'>,
): ProductScienceProps | null {
  const science: ProductScienceProps = {
    potency: potencyData(product.potency),
    terpenes: terpeneRows(product.terpenes),
    // An API may repeat an effect or send blanks; each shows once.
    effects: [...new Set(product.effects.map((effect) => effect.trim()))].filter(Boolean),
    labResult: product.labResult === null ? null : labResultData(product.labResult),
  };
  const empty =
    science.potency === null &&
    science.terpenes.length === 0 &&
    science.effects.length === 0 &&
    science.labResult === null;
  return empty ? null : science;
}
