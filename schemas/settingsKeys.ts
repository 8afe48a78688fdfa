import type { SiteSettings } from './site';

/**
 * The settings groups of a site configuration (spec §3), as data: code that handles each group
 * on its own (engine/site/siteSlices) reads them without the schemas' validators.
 */
export const SITE_SETTINGS_KEYS = [
  'headerFooterSettings',
  'activeVersionCms',
  'generalSettingsComponentUiData',
  'headerWidgetCmsData',
  'menuLinkWidgetCmsData',
  'footerCms',
  'quickLinks',
  'socialLinksCms',
  'dealsSettingsCms',
  'dealsCardSettingsCMS',
  'dealsImageSettingCMS',
  'todaysDealsCmsData',
  'homeDealsSectionCmsData',
  'homePageSections',
  'searchPageCms',
  'checkoutPopupSettingsCMS',
  'retailerClosePopupCMS',
  'retailerMenuTypeSettingsCMS',
  'customerChoiceSettingsCMS',
  'stateSelectionSettingsCMS',
  'deliverySettingsCMS',
  'preferenceModalCmsData',
  'locationPreference',
  'cartProductSectionCmsData',
  'tickerPageCms',
  'tickerCrudData',
  'abandonedCartCampaignSettingsCms',
  'abandonedCartNotificationSettingsCms',
  'providerSettingsCms',
  'chatPlatformCms',
  'appSettings',
  'stickyFooterWidgetCmsData',
  'popupCampaigns',
  'adConfiguration',
  'meta',
] as const satisfies readonly (keyof SiteSettings)[];
