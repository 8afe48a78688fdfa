import type { MenuType, PurchaseLimitsCms } from '../../../schemas';
import type { PurchaseLimitsData } from '../../../variants/cart/types';
import {
  activeLimits,
  limitUsage,
  overLimits,
  touchedLimits,
  type ActiveLimits,
  type LimitLine,
} from '../../rules/purchaseLimits';
import {
  limitsFinePrint,
  meterText,
  meterValueText,
  overLimitText,
  uncountedText,
} from '../../rules/purchaseLimitTexts';

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The cart's meters: one per limit that has a line of the cart in its categories. A limit the
 * cart does not touch stays out, so a cart of edibles shows no empty Flower bar; the refusal
 * toast still names any limit an addition would break. Null when no limit applies or none is
 * touched (an empty cart shows none).
 */
export function purchaseLimitsData(
  active: ActiveLimits | null,
  lines: readonly LimitLine[],
): PurchaseLimitsData | null {
  if (active === null) return null;
  const touched = touchedLimits(limitUsage(active.limits, lines));
  if (touched.length === 0) return null;
  return {
    meters: touched.map((usage) => {
      const amount = tenth(usage.limit.amount);
      return {
        id: usage.limit.id,
        label: usage.limit.label,
        // aria-valuenow must stay within 0…max; the text says how far over it is.
        used: Math.min(tenth(usage.used), amount),
        amount,
        text: meterText(usage),
        valueText: meterValueText(usage),
        over: usage.over,
        note: uncountedText(usage),
      };
    }),
    finePrint: limitsFinePrint(active),
  };
}

/** Why checkout is closed while the cart is over a limit (the switch notice's words); or null. */
export function overLimitReason(
  active: ActiveLimits | null,
  lines: readonly LimitLine[],
): string | null {
  if (active === null) return null;
  return overLimitText(active, overLimits(active.limits, lines));
}

/** The switch notice: the cart against the limits of the menu type now chosen; or null. */
export function overLimitAfterSwitch(
  settings: PurchaseLimitsCms,
  menuType: MenuType,
  lines: readonly LimitLine[],
): string | null {
  return overLimitReason(activeLimits(settings, menuType), lines);
}
