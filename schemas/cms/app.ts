/** Site-wide switches: app settings, chat, search page, abandoned cart (spec §3, 4.11, 4.12). */
import { z } from 'zod';
import { count, flag, looseRecord, maybeText, text } from '../fields';

export const DEALS_VERSIONS = ['v1', 'v2'] as const;
export type DealsVersion = (typeof DEALS_VERSIONS)[number];

/** 'fullText' is the full-text search-engine type (search overlay); anything else is /search. */
export const SEARCH_MENU_TYPES = ['fullText', 'plain'] as const;
export type SearchMenuType = (typeof SEARCH_MENU_TYPES)[number];

export const AppSettingsSchema = z
  .object({
    dealsVersion: z.enum(DEALS_VERSIONS).default('v1'),
    isShopPageTwo: flag(false),
    searchMenuType: z.enum(SEARCH_MENU_TYPES).default('plain'),
    /** /career exists only when this is set. */
    careerVersion: maybeText(),
    /** The configurable shop path; the spec does not give its default. */
    shopPath: text('/shop'),
  })
  .prefault({});
export type AppSettings = z.output<typeof AppSettingsSchema>;

export const ChatPlatformCmsSchema = z.object({ enabled: flag(false) }).prefault({});
export type ChatPlatformCms = z.output<typeof ChatPlatformCmsSchema>;

/** Fields not shown in the spec: kept as received. */
export const SearchPageCmsSchema = looseRecord();
export type SearchPageCms = z.output<typeof SearchPageCmsSchema>;

const ONE_HOUR_MS = 3_600_000;

/** triggerTiming is sent as abandonAfterMs (7.6); the spec gives no default, we use one hour. */
export const AbandonedCartCampaignSettingsCmsSchema = z
  .object({ isActive: flag(false), triggerTiming: count(ONE_HOUR_MS) })
  .prefault({});
export type AbandonedCartCampaignSettingsCms = z.output<
  typeof AbandonedCartCampaignSettingsCmsSchema
>;

/** delay is sent as abandonAfterMs (7.6); the spec gives no default, we use one hour. */
export const AbandonedCartNotificationSettingsCmsSchema = z
  .object({ isActive: flag(false), delay: count(ONE_HOUR_MS) })
  .prefault({});
export type AbandonedCartNotificationSettingsCms = z.output<
  typeof AbandonedCartNotificationSettingsCmsSchema
>;
