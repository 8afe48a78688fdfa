/**
 * Props of the consent views: the banner that asks for analytics consent and the footer's privacy
 * row that opens it again. The engine decides when the banner shows and what each answer does;
 * these views only lay out the CMS texts (consentBannerCms) and report the shopper's choice.
 */
import type { ConsentBannerCms, GeneralSettingsComponentUiData } from '../../schemas';

/** The heading, the explanation and the two answers' labels come from consentBannerCms. */
export type ConsentBannerProps = Pick<
  ConsentBannerCms,
  'title' | 'message' | 'acceptLabel' | 'declineLabel'
> & {
  onAccept(): void;
  onDecline(): void;
  /**
   * True when the shopper reopened the banner (the footer's "Cookie settings"): focus moves to its
   * heading, so keyboard and screen-reader users land inside it. False on a first visit, where
   * taking focus away from the page would interrupt the shopper.
   */
  focusOnMount?: boolean;
};

/** The do-not-sell control (US state privacy laws), shown when consentBannerCms.showDoNotSell. */
export type DoNotSellLink = {
  /** consentBannerCms.doNotSellLabel. */
  label: ConsentBannerCms['doNotSellLabel'];
  /**
   * consentBannerCms.doNotSellUrl: the retailer's opt-out page (a site path or an http(s) URL).
   * Without it, or when it is no usable link, the control opens the banner (onOpenSettings).
   */
  href?: ConsentBannerCms['doNotSellUrl'];
};

export type PrivacyLinksProps = {
  /** consentBannerCms.settingsLabel ("Cookie settings"). */
  settingsLabel: ConsentBannerCms['settingsLabel'];
  /** Omitted when the retailer does not show the do-not-sell control. */
  doNotSell?: DoNotSellLink;
  /** Opens the consent banner again. */
  onOpenSettings(): void;
  /** The footer's background (footerBackgroundColor), so the row reads as part of the footer. */
  background?: GeneralSettingsComponentUiData['footerBackgroundColor'];
  /** The footer's text colour (footerFontColor); the CMS pair must contrast (WCAG AA). */
  color?: GeneralSettingsComponentUiData['footerFontColor'];
};
