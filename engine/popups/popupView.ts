/**
 * A campaign as its template shows it (spec 2.18): the image falls back to /default.png when
 * showLogo is on without a URL, the thank-you view shows when the sign-up succeeded and the
 * campaign has one, and coupon codes read in uppercase.
 */
import type { CouponInfo, PopupCampaign } from '../../schemas';
import type {
  PopupMainContent,
  PopupTemplateType,
  PopupThankYouContent,
} from '../../variants/popups/types';

export const DEFAULT_POPUP_IMAGE = '/default.png';

function image(section: { showLogo: boolean; logoUrl: string }): string | null {
  if (!section.showLogo) return null;
  return section.logoUrl.trim() || DEFAULT_POPUP_IMAGE;
}

export function templateOf(campaign: PopupCampaign): PopupTemplateType {
  return campaign.edit.display.templateType;
}

export function popupMainContent(campaign: PopupCampaign): PopupMainContent {
  const { mainSection } = campaign.edit;
  return {
    imageUrl: image(mainSection.imageUpload),
    heading: mainSection.contentSection.heading,
    description: mainSection.contentSection.description,
    emailPlaceholder: mainSection.form.emailPlaceholder,
    buttonName: mainSection.button.name,
    formEnabled: campaign.isFormEnable,
  };
}

/** masterCode, or the list of codes, in uppercase; none when the server sent neither. */
export function couponCodes(info: CouponInfo): string[] {
  const codes = info.masterCode.trim() !== '' ? [info.masterCode] : info.codes;
  return codes.map((code) => code.trim().toUpperCase()).filter((code) => code !== '');
}

/** Null when the campaign has no thank-you view: the popup then closes after a sign-up. */
export function popupThankYou(
  campaign: PopupCampaign,
  codes: readonly string[],
): PopupThankYouContent | null {
  const { thankSection } = campaign;
  if (!thankSection.isEnable) return null;
  return {
    imageUrl: image(thankSection.imageSection),
    heading: thankSection.contentSection.heading,
    description: thankSection.contentSection.description,
    buttonName: thankSection.button.required ? thankSection.button.name : null,
    couponCodes: thankSection.contentSection.showCouponCode ? [...codes] : null,
  };
}
