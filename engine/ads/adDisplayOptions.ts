import type { AdRequest, AdSlotContext } from '../rules/adPlacement';
import type { AdDisplayOptions } from './adProvider';

/** The provider call for one slot: the placement's own keyword and catalog win over the page's. */
export function adDisplayOptions(request: AdRequest, context: AdSlotContext): AdDisplayOptions {
  return {
    accountId: request.accountId,
    siteId: request.siteId,
    channelId: request.channelId,
    zoneId: request.zoneId,
    locationId: request.locationId,
    adType: request.widget,
    strategy: request.strategy,
    keyword: request.keyword || (context.keyword ?? ''),
    catalog: request.catalog || (context.catalog ?? ''),
    maxItems: request.widget === 'carousel' ? request.maxItems : 1,
    recommend: request.recommend ? (context.productSlug ?? '') : '',
    exclude: [...(context.exclude ?? [])],
  };
}
