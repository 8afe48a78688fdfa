/**
 * A whole site configuration: the CMS payloads keyed by the setting names of spec §3, parsed
 * leniently, with the variant flags normalised into `layout` once.
 */
import { z } from 'zod';
import { deepFrozen } from './deepFrozen';
import { AdConfigurationSchema } from './cms/adConfiguration';
import { AnalyticsCmsSchema, ConsentBannerCmsSchema } from './cms/analytics';
import { ComplianceNoticesCmsSchema, PurchaseLimitsCmsSchema } from './cms/compliance';
import {
  AbandonedCartCampaignSettingsCmsSchema,
  AbandonedCartNotificationSettingsCmsSchema,
  AppSettingsSchema,
  ChatPlatformCmsSchema,
  SearchPageCmsSchema,
} from './cms/app';
import {
  CheckoutPopupSettingsCmsSchema,
  DealsImageSettingCmsSchema,
  DealsSettingsCmsSchema,
  HomeDealsSectionCmsDataSchema,
  TodaysDealsCmsDataSchema,
} from './cms/deals';
import {
  FooterCmsSchema,
  GeneralSettingsComponentUiDataSchema,
  QuickLinksSchema,
  SocialLinksCmsSchema,
} from './cms/footer';
import {
  HeaderWidgetCmsDataSchema,
  MenuLinkWidgetCmsDataSchema,
  TickerCrudDataSchema,
  TickerPageCmsSchema,
} from './cms/header';
import {
  ActiveVersionCmsSchema,
  DealsCardSettingsCmsSchema,
  HeaderFooterSettingsSchema,
} from './cms/layoutFlags';
import { HomePageSectionsSchema } from './cms/homeSections';
import { PopupCampaignsSchema } from './cms/popupCampaign';
import { StickyFooterWidgetCmsDataSchema } from './cms/stickyFooter';
import {
  CartProductSectionCmsDataSchema,
  DeliverySettingsCmsSchema,
  LocationPreferenceSchema,
  PreferenceModalCmsDataSchema,
  ProviderSettingsCmsSchema,
  RetailerClosePopupCmsSchema,
  RetailerMenuTypeSettingsCmsSchema,
  CustomerChoiceSettingsCmsSchema,
  StateSelectionSettingsCmsSchema,
} from './cms/store';
import { layoutFromSettings, type Layout } from './layout';
import { parseLenient, type Diagnostic } from './lenient';

/** Shown by the preview toolbar; not a CMS setting. */
export const SiteMetaSchema = z.object({
  title: z.string().default(''),
  description: z.string().default(''),
});
export type SiteMeta = z.output<typeof SiteMetaSchema>;

export const SiteConfigSchema = z.object({
  headerFooterSettings: HeaderFooterSettingsSchema,
  activeVersionCms: ActiveVersionCmsSchema,
  generalSettingsComponentUiData: GeneralSettingsComponentUiDataSchema,
  headerWidgetCmsData: HeaderWidgetCmsDataSchema,
  menuLinkWidgetCmsData: MenuLinkWidgetCmsDataSchema,
  footerCms: FooterCmsSchema,
  quickLinks: QuickLinksSchema,
  socialLinksCms: SocialLinksCmsSchema,
  dealsSettingsCms: DealsSettingsCmsSchema,
  dealsCardSettingsCMS: DealsCardSettingsCmsSchema,
  dealsImageSettingCMS: DealsImageSettingCmsSchema,
  todaysDealsCmsData: TodaysDealsCmsDataSchema,
  homeDealsSectionCmsData: HomeDealsSectionCmsDataSchema,
  /** The home page's sections in order; absent → DEFAULT_HOME_SECTIONS. */
  homePageSections: HomePageSectionsSchema,
  searchPageCms: SearchPageCmsSchema,
  checkoutPopupSettingsCMS: CheckoutPopupSettingsCmsSchema,
  retailerClosePopupCMS: RetailerClosePopupCmsSchema,
  retailerMenuTypeSettingsCMS: RetailerMenuTypeSettingsCmsSchema,
  customerChoiceSettingsCMS: CustomerChoiceSettingsCmsSchema,
  stateSelectionSettingsCMS: StateSelectionSettingsCmsSchema,
  deliverySettingsCMS: DeliverySettingsCmsSchema,
  preferenceModalCmsData: PreferenceModalCmsDataSchema,
  locationPreference: LocationPreferenceSchema,
  cartProductSectionCmsData: CartProductSectionCmsDataSchema,
  tickerPageCms: TickerPageCmsSchema,
  tickerCrudData: TickerCrudDataSchema,
  abandonedCartCampaignSettingsCms: AbandonedCartCampaignSettingsCmsSchema,
  abandonedCartNotificationSettingsCms: AbandonedCartNotificationSettingsCmsSchema,
  providerSettingsCms: ProviderSettingsCmsSchema,
  chatPlatformCms: ChatPlatformCmsSchema,
  appSettings: AppSettingsSchema,
  stickyFooterWidgetCmsData: StickyFooterWidgetCmsDataSchema,
  popupCampaigns: PopupCampaignsSchema,
  adConfiguration: AdConfigurationSchema,
  analyticsCms: AnalyticsCmsSchema,
  consentBannerCms: ConsentBannerCmsSchema,
  purchaseLimitsCms: PurchaseLimitsCmsSchema,
  complianceNoticesCms: ComplianceNoticesCmsSchema,
  meta: SiteMetaSchema.optional(),
});

export type SiteSettings = z.output<typeof SiteConfigSchema>;

export type SiteConfig = { settings: SiteSettings; layout: Layout };

export const SITE_CONFIG_SOURCE = 'site configuration';

export type SiteConfigReading = { config: SiteConfig; diagnostics: Diagnostic[] };

function readSiteConfig(input: unknown): SiteConfigReading {
  const { value, diagnostics } = parseLenient(SiteConfigSchema, input, SITE_CONFIG_SOURCE);
  return { config: { settings: value, layout: layoutFromSettings(value) }, diagnostics };
}

/** Readings of frozen answers: the settings the server shares between renders. */
const sharedReadings = new WeakMap<object, SiteConfigReading>();

/**
 * The settings read leniently. A frozen answer is one the server shares between renders
 * (server/cachedClient): it is read once, and the reading is shared and frozen the same way, so
 * a page does not pay for reading the same settings again.
 */
export function parseSiteConfig(input: unknown): SiteConfigReading {
  if (typeof input !== 'object' || input === null || !Object.isFrozen(input)) {
    return readSiteConfig(input);
  }
  const known = sharedReadings.get(input);
  if (known) return known;
  const reading = deepFrozen(readSiteConfig(input));
  sharedReadings.set(input, reading);
  return reading;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = parseSiteConfig({}).config;
