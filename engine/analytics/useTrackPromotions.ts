import { useCallback } from 'react';
import type { AnalyticsParams } from '../../schemas/analytics/events';
import type { Special } from '../../schemas';
import { track } from './bus';
import { useOncePerKey } from './useOncePerKey';

/** A promotion as shown: everything but where, which the placement adds (`creative_slot`). */
export type Promotion = Omit<AnalyticsParams<'view_promotion'>, 'creative_slot'>;

/** A deal (special) as a promotion: its slug (else its id) and the name its card shows. */
export function dealPromotion(
  special: Pick<Special, 'id' | 'urlSlug' | 'name' | 'menuDisplayConfiguration'>,
): Promotion {
  return {
    promotion_id: special.urlSlug || special.id,
    promotion_name: special.menuDisplayConfiguration.name || special.name,
  };
}

/**
 * `view_promotion` for each promotion a placement shows (`slot`, e.g. `deals-page`), once per
 * distinct set shown; null or empty while none are. Returns the `select_promotion` handler for
 * the one the shopper follows.
 */
export function useTrackPromotions(
  slot: string,
  promotions: readonly Promotion[] | null,
): (promotion: Promotion) => void {
  const key =
    promotions !== null && promotions.length > 0
      ? JSON.stringify([slot, promotions.map((promotion) => promotion.promotion_id)])
      : null;
  useOncePerKey(key, () => {
    for (const promotion of promotions ?? []) {
      track('view_promotion', { ...promotion, creative_slot: slot });
    }
  });
  return useCallback(
    (promotion: Promotion) => track('select_promotion', { ...promotion, creative_slot: slot }),
    [slot],
  );
}
