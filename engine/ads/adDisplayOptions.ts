import type { AdRequest } from '../rules/adPlacement';
import type { AdDisplayOptions } from './adProvider';

/** What the page hosting a slot knows that the placement does not. */
export type AdSlotContext = {
  /** The shopper's search term, or the listing's subject. */
  keyword?: string;
  /** The listing's category. */
  catalog?: string;
  /** The product a carousel with `recommend` recommends around. */
  productSlug?: string;
  /** Products already on the page, so the provider does not promote them twice. */
  exclude?: readonly string[];
};

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
