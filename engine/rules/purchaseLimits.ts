/**
 * A state's purchase limits (purchaseLimitsCms) applied to a cart: what each line counts toward a
 * limit, the totals, what is left, whether an addition fits, and which limits a cart is over once
 * the rules change (a store or menu-type switch). Numbers only; the words are
 * purchaseLimitTexts.ts.
 */
import { packageThcMg } from './packageThc';
import type { MenuType, PurchaseLimit, PurchaseLimitsCms } from '../../schemas';

/** The avoirdupois ounce, to the precision dispensaries print on their labels. */
export const GRAMS_PER_OUNCE = 28.3495;

/**
 * How far past a limit still counts as at it, in the limit's unit. Editors type 2.5 oz as
 * 70.87 g; twenty 1/8 oz jars are 70.874 g and must still fit. A hundredth is a scale's last digit.
 */
export const LIMIT_TOLERANCE = 0.01;

/** What the rules read of a cart line; CartItem, NewCartItem and saved lines all have it. */
export type LimitLine = {
  product: {
    name: string;
    /** The menu API's category (FLOWER, PRE_ROLLS, …), matched against the limit's list. */
    category: string;
    /** THC in one package, mg: what a THC_MILLIGRAMS limit counts. Null or absent: unknown. */
    thcMg?: number | null;
    /**
     * The product's own net weight, g, for options that are not a weight ("N/A"). No API field
     * carries it yet, so today such lines count as unknown.
     */
    weightGrams?: number | null;
  };
  /** The option's label: "3.5g", "1/8 oz", "N/A". */
  option: string;
  quantity: number;
};

/** A line as it is about to be added: its quantity is the caller's. */
export type LimitCandidate = Omit<LimitLine, 'quantity'>;

/** The limits in force for the shopper's menu type, with where they come from. */
export type ActiveLimits = {
  jurisdiction: string;
  source: string;
  menuType: MenuType;
  limits: readonly PurchaseLimit[];
};

/** Null when the setting is off or lists no limit for this menu type. */
export function activeLimits(settings: PurchaseLimitsCms, menuType: MenuType): ActiveLimits | null {
  if (!settings.enabled) return null;
  const limits = settings[menuType];
  if (limits.length === 0) return null;
  return { jurisdiction: settings.jurisdiction, source: settings.source, menuType, limits };
}

const WEIGHT_LABEL = /^(\d+(?:\.\d+)?|\.\d+|\d+\s*\/\s*\d+)\s*(g|grams?|oz|ounces?)\.?$/i;

/** "3.5g", "0.5 g", "28g", "1/8 oz", "1 oz" in grams; null for anything else ("N/A", "100mg", "30ml"). */
export function parseWeightGrams(label: string): number | null {
  const match = WEIGHT_LABEL.exec(label.trim());
  if (!match) return null;
  const [, number = '', unit = ''] = match;
  const [top = '', bottom] = number.split('/');
  const value = bottom === undefined ? Number(top) : Number(top) / Number(bottom);
  if (!Number.isFinite(value) || value <= 0) return null;
  return unit.toLowerCase().startsWith('o') ? value * GRAMS_PER_OUNCE : value;
}

/** Categories are compared as the API spells its enum: "Pre-Rolls" and "PRE_ROLLS" are one. */
const categoryKey = (category: string) =>
  category
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

/** Whether the limit counts this product's category at all. */
export function limitCovers(limit: Pick<PurchaseLimit, 'categories'>, category: string): boolean {
  const key = categoryKey(category);
  return limit.categories.some((item) => categoryKey(item) === key);
}

/**
 * One unit of a line toward a limit, in the limit's unit: null when the limit does not cover it,
 * 'unknown' when it does but the amount is not known (it then counts as nothing).
 */
export function unitAmount(
  limit: Pick<PurchaseLimit, 'categories' | 'measure'>,
  line: LimitCandidate,
): number | 'unknown' | null {
  if (!limitCovers(limit, line.product.category)) return null;
  const amount =
    limit.measure === 'GRAMS'
      ? (parseWeightGrams(line.option) ?? line.product.weightGrams ?? null)
      : (line.product.thcMg ?? null);
  return amount === null || !Number.isFinite(amount) || amount < 0 ? 'unknown' : amount;
}

export type LimitUsage<T extends LimitLine = LimitLine> = {
  limit: PurchaseLimit;
  /** The cart's total toward it, in its unit. */
  used: number;
  /** What may still be added, never below 0. */
  left: number;
  over: boolean;
  /** The lines it covers whose amount is known, with that amount (unit × quantity). */
  counted: { line: T; amount: number }[];
  /** The lines it covers whose amount is not known: counted as nothing. */
  uncounted: T[];
};

const isOver = (used: number, amount: number) => used > amount + LIMIT_TOLERANCE;

/** Each limit's total for a cart, in the limits' order. */
export function limitUsage<T extends LimitLine>(
  limits: readonly PurchaseLimit[],
  lines: readonly T[],
): LimitUsage<T>[] {
  return limits.map((limit) => {
    const counted: { line: T; amount: number }[] = [];
    const uncounted: T[] = [];
    for (const line of lines) {
      const unit = unitAmount(limit, line);
      if (unit === 'unknown') uncounted.push(line);
      else if (unit !== null) counted.push({ line, amount: unit * line.quantity });
    }
    const used = counted.reduce((sum, item) => sum + item.amount, 0);
    return {
      limit,
      used,
      left: Math.max(0, limit.amount - used),
      over: isOver(used, limit.amount),
      counted,
      uncounted,
    };
  });
}

/** The limits a cart touches (a line in their categories): the ones its meters show. */
export function touchedLimits<T extends LimitLine>(usage: readonly LimitUsage<T>[]) {
  return usage.filter((item) => item.counted.length + item.uncounted.length > 0);
}

/** The limits a cart is over, each with the lines that count toward it. */
export function overLimits<T extends LimitLine>(
  limits: readonly PurchaseLimit[],
  lines: readonly T[],
): LimitUsage<T>[] {
  return limitUsage(limits, lines).filter((item) => item.over);
}

/** Why an addition is refused: the first limit it would go over, in that limit's unit. */
export type LimitRefusal = {
  limitId: string;
  label: string;
  measure: PurchaseLimit['measure'];
  amount: number;
  /** What the cart may still take toward it. */
  left: number;
  /** What the refused addition would have added. */
  adding: number;
};

/**
 * Null when `quantity` more of the candidate keeps every limit; else the first limit it would go
 * over. An addition whose amount is unknown is let through (it counts as nothing), and so is one
 * that adds nothing to a limit the cart is already over in (a switch put it there).
 */
export function checkAddition(
  limits: readonly PurchaseLimit[],
  lines: readonly LimitLine[],
  candidate: LimitCandidate,
  quantity: number,
): LimitRefusal | null {
  for (const usage of limitUsage(limits, lines)) {
    const unit = unitAmount(usage.limit, candidate);
    if (unit === null || unit === 'unknown' || unit === 0 || quantity <= 0) continue;
    const adding = unit * quantity;
    if (!isOver(usage.used + adding, usage.limit.amount)) continue;
    const { id, label, measure, amount } = usage.limit;
    return { limitId: id, label, measure, amount, left: usage.left, adding };
  }
  return null;
}

export { packageThcMg };
