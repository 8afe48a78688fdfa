/**
 * A product's potency as the shopper reads it: amounts in the product's own unit ("21.4%",
 * "100 mg"), milligram amounts said per package and per serving, and Total THC where the lab
 * reports THCa. Written without Intl, like prices (./price.ts), so the page's first render does
 * not load locale data.
 */
import type { Potency, PotencyUnit } from '../../schemas';
import type { PotencyData, PotencyStat } from '../../variants/product-science/types';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** At most two decimals, trailing zeros dropped, thousands grouped: 21.40 → "21.4", 1000 → "1,000". */
export function formatQuantity(value: number): string {
  const [whole = '0', fraction = ''] = (Math.round(value * 100) / 100).toFixed(2).split('.');
  const decimals = fraction.replace(/0+$/, '');
  return `${whole.replace(THOUSANDS, ',')}${decimals === '' ? '' : `.${decimals}`}`;
}

/** "21.4%" of weight, or "100 mg". */
export function formatAmount(value: number, unit: PotencyUnit): string {
  return unit === 'PERCENT' ? `${formatQuantity(value)}%` : `${formatQuantity(value)} mg`;
}

/**
 * Said under the tiles, instead of a tooltip a phone cannot hover, wherever Total THC shows. The
 * factor is schemas' THCA_TO_THC written out (the test holds them equal): importing a value from
 * schemas/ would bring zod into the product page's first load. The formula's spaces do not break
 * (U+00A0), so it never splits across lines.
 */
const FORMULA = ['THC', '+', '0.877', '×', 'THCa'].join('\u00a0');
export const TOTAL_THC_NOTE = `Total THC counts THCa too, which turns into THC when heated: ${FORMULA}.`;

/**
 * A milligram amount is per package, with the serving under it when known; a share needs no
 * detail. Without a package amount the serving alone is shown.
 */
function stat(
  label: string,
  unit: PotencyUnit,
  amount: number | null,
  perServing: number | null,
): PotencyStat | null {
  if (unit === 'PERCENT') {
    return amount === null ? null : { label, value: formatAmount(amount, unit), detail: [] };
  }
  if (amount === null) {
    return perServing === null
      ? null
      : { label, value: formatAmount(perServing, unit), detail: ['per serving'] };
  }
  const serving = perServing === null ? [] : [`${formatAmount(perServing, unit)} per serving`];
  return { label, value: formatAmount(amount, unit), detail: ['per package', ...serving] };
}

/** The potency tiles: THC, Total THC where THCa is given, CBD; null when there is no amount. */
export function potencyData(potency: Potency | null): PotencyData | null {
  if (potency === null) return null;
  const { unit } = potency;
  const withTotal = potency.thca !== null;
  const stats = [
    stat('THC', unit, potency.thc, potency.thcPerServing),
    // The serving's share of THCa is not reported, so Total THC is said per package only.
    withTotal ? stat('Total THC', unit, potency.totalThc, null) : null,
    stat('CBD', unit, potency.cbd, potency.cbdPerServing),
  ].filter((entry): entry is PotencyStat => entry !== null);
  if (stats.length === 0) return null;
  return { unit, stats, totalThcNote: withTotal ? TOTAL_THC_NOTE : null };
}
