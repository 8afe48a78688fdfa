/**
 * What the shopper reads about purchase limits: the refusal toast, the over-limit notice after a
 * switch (also checkout's disabled reason) and the cart meter's texts. Amounts show to 0.1 of the
 * limit's unit; what is left is rounded down, so the cart never promises room it does not have.
 */
import type { MenuType, PurchaseLimit } from '../../schemas';
import {
  parseWeightGrams,
  type ActiveLimits,
  type LimitLine,
  type LimitRefusal,
  type LimitUsage,
} from './purchaseLimits';

const UNIT: Record<PurchaseLimit['measure'], string> = { GRAMS: 'g', THC_MILLIGRAMS: 'mg' };

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

function tenths(tenthsCount: number, measure: PurchaseLimit['measure']): string {
  const whole = String(Math.floor(tenthsCount / 10)).replace(THOUSANDS, ',');
  const rest = tenthsCount % 10;
  return `${whole}${rest === 0 ? '' : `.${rest}`} ${UNIT[measure]}`;
}

/** "70.9 g", "100 mg", "1,000 mg": to the nearest 0.1. */
export function formatLimitAmount(value: number, measure: PurchaseLimit['measure']): string {
  return tenths(Math.round(Math.max(0, value) * 10), measure);
}

/** What is left, rounded down to 0.1 (the epsilon keeps 3.4 from reading as 3.3999…). */
export function formatLeft(value: number, measure: PurchaseLimit['measure']): string {
  return tenths(Math.floor(Math.max(0, value) * 10 + 1e-6), measure);
}

/** The storefront's own words for the menu types ("Recreational" / "Medical" on store cards). */
const MENU_WORD: Record<MenuType, string> = { RECREATIONAL: 'recreational', MEDICAL: 'medical' };

/** "Michigan’s Flower limit", "the Flower limit" when no jurisdiction is set. */
function limitName(jurisdiction: string, label: string, menuType?: MenuType): string {
  const owner = jurisdiction.trim() === '' ? 'the' : `${jurisdiction.trim()}’s`;
  const kind = menuType === undefined ? '' : `${MENU_WORD[menuType]} `;
  return `${owner} ${kind}${label} limit`;
}

/** The error toast of a refused addition. */
export function refusalText(
  active: Pick<ActiveLimits, 'jurisdiction'>,
  refusal: LimitRefusal,
): string {
  const limit = `${formatLimitAmount(refusal.amount, refusal.measure)} per order`;
  const left = formatLeft(refusal.left, refusal.measure);
  const room =
    Math.floor(refusal.left * 10 + 1e-6) > 0
      ? `You can add ${left} more.`
      : 'Your cart is already at that limit.';
  return `This would go over ${limitName(active.jurisdiction, refusal.label)}: ${limit}. ${room}`;
}

/** "Blue Dream 3.5g × 3"; an option that is not a weight ("N/A") is left out. */
export function limitLineText(
  line: Pick<LimitLine, 'option' | 'quantity'> & { product: { name: string } },
): string {
  const option = parseWeightGrams(line.option) === null ? '' : ` ${line.option.trim()}`;
  return `${line.product.name}${option} × ${line.quantity}`;
}

/**
 * The notice of a cart over its limits (after a store or menu-type switch): which limit, which
 * lines count toward it, and what to do. Null when the cart fits.
 */
export function overLimitText(
  active: Pick<ActiveLimits, 'jurisdiction' | 'menuType'>,
  over: readonly LimitUsage[],
): string | null {
  if (over.length === 0) return null;
  const sentences = over.map(({ limit, used, counted }) => {
    const name = limitName(active.jurisdiction, limit.label, active.menuType);
    const amounts = `${formatLimitAmount(limit.amount, limit.measure)} per order; it holds ${formatLimitAmount(used, limit.measure)}`;
    const lines = counted.map(({ line }) => limitLineText(line)).join(', ');
    return `Your cart is over ${name} (${amounts}): ${lines}.`;
  });
  return [...sentences, 'Remove items or lower quantities to check out.'].join(' ');
}

/** The meter's visible figure: "10.5 g / 70.9 g". */
export function meterText(usage: Pick<LimitUsage, 'limit' | 'used'>): string {
  const { amount, measure } = usage.limit;
  return `${formatLimitAmount(usage.used, measure)} / ${formatLimitAmount(amount, measure)}`;
}

/** The progressbar's aria-valuetext: "10.5 g of 70.9 g per order", with ", over the limit". */
export function meterValueText(usage: Pick<LimitUsage, 'limit' | 'used' | 'over'>): string {
  const { amount, measure } = usage.limit;
  const figure = `${formatLimitAmount(usage.used, measure)} of ${formatLimitAmount(amount, measure)} per order`;
  return usage.over ? `${figure}, over the limit` : figure;
}

/** The lines a meter could not count, said under it; null when every line was counted. */
export function uncountedText(usage: Pick<LimitUsage, 'limit' | 'uncounted'>): string | null {
  if (usage.uncounted.length === 0) return null;
  const what = usage.limit.measure === 'GRAMS' ? 'weight' : 'THC content';
  const names = usage.uncounted.map((line) => line.product.name).join(', ');
  return `Not counted, ${what} unknown: ${names}.`;
}

/** The small print under the meters: whose limits, for which menu, and the published rule. */
export function limitsFinePrint(
  active: Pick<ActiveLimits, 'jurisdiction' | 'source' | 'menuType'>,
): string {
  const where = active.jurisdiction.trim();
  const whose = `${where === '' ? 'Limits' : `${where} limits`} for ${MENU_WORD[active.menuType]} orders.`;
  return active.source.trim() === '' ? whose : `${whose} Source: ${active.source.trim()}`;
}
