/**
 * Whether and how a named ad slot renders (spec 3 "Ad configuration", 4.8, 5, 8): the provider
 * switch, the slot's placement, its ad type, the selected retailer as locationId and the fields a
 * placement needs. Every refusal but "ads are off" carries one diagnostic text; the spec's three
 * are word for word. Nothing here reads the window: the breakpoint comes in as a width.
 */
import type { AdConfiguration, AdPlacement } from '../../schemas';
import { parseBreakpointMode, type AdBreakpoints } from './adBreakpoints';
import { isAdProviderOn } from './adProviderSwitch';

export { breakpointForWidth, parseBreakpointMode, showsAtWidth } from './adBreakpoints';

/**
 * The named slots the storefront has: the spec's search-page banner (2.17) and ours, each
 * configured per site under adConfiguration.placements (README, "Sponsored ad placements").
 */
export const AD_SLOT_NAMES = [
  'search-page-mobile-banner',
  'home-banner',
  'listing-sponsored-card',
  'product-sponsored-carousel',
] as const;
export type AdSlotName = (typeof AD_SLOT_NAMES)[number];

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

/** The spec calls it "the retail-media ad provider" without a product name (section 1). */
export const AD_PROVIDER_NAME = 'the retail-media ad provider';

/** Spec 8, word for word. */
const NO_RETAILER_PROBLEM = `Retailer ID not found in global store for ${AD_PROVIDER_NAME}`;

export type AdWidget = 'banner' | 'product-card' | 'carousel';

/** Everything the provider's SDK needs for one slot, validated. */
export type AdRequest = Omit<AdPlacement, 'adType' | 'mode'> & {
  slot: string;
  widget: AdWidget;
  channelId: string;
  accountId: string;
  siteId: string;
  /** The selected retailerId (spec 3). */
  locationId: string;
  /** 'all', or the breakpoints the placement is limited to. */
  breakpoints: AdBreakpoints;
};

export type AdPlacementOutcome =
  /** The provider is off or unconfigured: nothing renders and nothing is logged (4.8). */
  | { kind: 'off' }
  /** Nothing renders; the problem goes to the diagnostic log only (spec 8). */
  | { kind: 'refused'; problem: string }
  /** adType "video": nothing renders, by design (4.8). */
  | { kind: 'video' }
  | { kind: 'render'; request: AdRequest };

const WIDGETS: Record<string, AdWidget | 'video'> = {
  banner: 'banner',
  'product-card': 'product-card',
  carousel: 'carousel',
  video: 'video',
};

/**
 * Spec 5: "Ad placements require channelId, accountId, siteId, locationId, zone and strategy. A
 * carousel also requires maxItems and recommend." accountId and siteId are the provider switch
 * (off, not refused) and locationId the chosen store, each checked on its own.
 */
function missingFields(
  placement: AdPlacement,
  widget: AdWidget,
  channelId: string,
): readonly string[] {
  const missing: string[] = [];
  if (channelId.trim() === '') missing.push('channelId');
  if (placement.zoneId.trim() === '') missing.push('zoneId');
  if (placement.strategy.trim() === '') missing.push('strategy');
  if (widget === 'carousel' && placement.maxItems < 1) missing.push('maxItems');
  if (widget === 'carousel' && !placement.recommend) missing.push('recommend');
  return missing;
}

export function resolveAdPlacement(
  slot: string,
  config: AdConfiguration,
  retailerId: string,
): AdPlacementOutcome {
  const { provider, placements, channelId } = config;
  if (!isAdProviderOn(provider)) return { kind: 'off' };
  const placement = placements[slot];
  if (placement === undefined) {
    return { kind: 'refused', problem: `Slot with name "${slot}" not found in config` };
  }
  const widget = WIDGETS[placement.adType];
  if (widget === undefined) {
    return { kind: 'refused', problem: `Unknown ad type: ${placement.adType}` };
  }
  if (widget === 'video') return { kind: 'video' };
  const missing = missingFields(placement, widget, channelId);
  if (missing.length > 0) {
    return {
      kind: 'refused',
      problem: `Placement "${slot}" is missing ${missing.join(', ')}`,
    };
  }
  const mode = parseBreakpointMode(placement.mode);
  if (!mode.ok) {
    return {
      kind: 'refused',
      problem: `Placement "${slot}" names unknown breakpoints: ${mode.unknown.join(', ')}`,
    };
  }
  // Configuration problems first: a broken placement is reported whether or not a store is chosen.
  if (retailerId === '') {
    return {
      kind: 'refused',
      problem: NO_RETAILER_PROBLEM,
    };
  }
  const { adType: _adType, mode: _mode, ...fields } = placement;
  return {
    kind: 'render',
    request: {
      ...fields,
      slot,
      widget,
      channelId,
      accountId: provider.accountId,
      siteId: provider.siteId,
      locationId: retailerId,
      breakpoints: mode.breakpoints,
    },
  };
}

export type AdPlacementProblem = { path: string; problem: string };

/**
 * Every problem of the site's ad set-up, for the diagnostic log: each slot the storefront has is
 * checked whatever page is open, so a CMS editor previewing any page sees them all. A missing
 * store is one problem of the store context, not one per slot.
 */
export function auditAdPlacements(
  config: AdConfiguration,
  retailerId: string,
): AdPlacementProblem[] {
  const problems = new Map<string, AdPlacementProblem>();
  for (const slot of AD_SLOT_NAMES) {
    const outcome = resolveAdPlacement(slot, config, retailerId);
    if (outcome.kind !== 'refused') continue;
    const path =
      outcome.problem === NO_RETAILER_PROBLEM
        ? 'storeContext.retailerId'
        : `adConfiguration.placements.${slot}`;
    problems.set(`${path}|${outcome.problem}`, { path, problem: outcome.problem });
  }
  return [...problems.values()];
}
