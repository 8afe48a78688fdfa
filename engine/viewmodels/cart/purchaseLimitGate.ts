/**
 * The purchase-limit decision for one addition, with its refusal toast: loaded only on a site
 * with limits (usePurchaseLimitGuard), so a first visit elsewhere does not download the rules.
 */
import type { CartItem, MenuType, PurchaseLimitsCms } from '../../../schemas';
import { announceError } from '../../api/mutation';
import { toastNotify } from '../../api/toastNotify';
import { activeLimits, checkAddition, type LimitCandidate } from '../../rules/purchaseLimits';

export function gateAddition(
  settings: PurchaseLimitsCms,
  menuType: MenuType,
  lines: readonly CartItem[],
  candidate: LimitCandidate,
  quantity: number,
  proceed: () => void,
): void {
  const active = activeLimits(settings, menuType);
  const refusal = active === null ? null : checkAddition(active.limits, lines, candidate, quantity);
  if (active === null || refusal === null) {
    proceed();
    return;
  }
  import('../../rules/purchaseLimitTexts')
    .then(({ refusalText }) => toastNotify.error(refusalText(active, refusal)))
    .catch((error: unknown) => announceError(error, toastNotify));
}
