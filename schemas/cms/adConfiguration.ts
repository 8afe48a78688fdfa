/**
 * Sponsored ad placements (spec §3 "Ad configuration", 2.17, 4.8). locationId is the selected
 * retailerId at run time, so it is not part of the configuration.
 */
import { z } from 'zod';
import { count, flag, looseRecord, text } from '../fields';

/** 'video' renders nothing; any other unknown type is logged and renders nothing (spec §8). */
export const AD_TYPES = ['banner', 'product-card', 'carousel', 'video'] as const;
export type AdType = (typeof AD_TYPES)[number];

export const AdPlacementSchema = z.object({
  /** Kept as sent so the engine can log "Unknown ad type: {type}". */
  adType: text('banner'),
  zoneId: text(),
  width: count(0),
  height: count(0),
  keyword: text(),
  catalog: text(),
  strategy: text(),
  cardMinWidth: count(0),
  cardMaxWidth: count(0),
  maxItems: count(0),
  recommend: flag(false),
  suspenseOptions: looseRecord(),
  /** Breakpoint mode; 'all' means every breakpoint. */
  mode: text('all'),
});
export type AdPlacement = z.output<typeof AdPlacementSchema>;

export const AdProviderSettingsSchema = z
  .object({ accountId: text(), siteId: text(), isEnabled: flag(false) })
  .prefault({});
export type AdProviderSettings = z.output<typeof AdProviderSettingsSchema>;

export const AdConfigurationSchema = z
  .object({
    channelId: text(),
    provider: AdProviderSettingsSchema,
    /** Keyed by slot name, e.g. "search-page-mobile-banner". */
    placements: z.record(z.string(), AdPlacementSchema).default(() => ({})),
  })
  .prefault({});
export type AdConfiguration = z.output<typeof AdConfigurationSchema>;
