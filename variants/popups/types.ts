/**
 * The one props type of the four popup-campaign templates (spec 2.18), so the engine renders any
 * of them from the same view model. The engine decides image fallbacks, which view shows and the
 * coupon codes' case; the templates only lay them out.
 */
import type { ReactNode } from 'react';
import type { ComplianceNotices } from '../compliance/types';

export type PopupTemplateType = 'popup' | 'flyout' | 'fullScreen' | 'bar';

export type PopupMainContent = {
  /** Null when the campaign shows no image. */
  imageUrl: string | null;
  heading: string;
  description: string;
  emailPlaceholder: string;
  /** The form's (or, without a form, the only) button. */
  buttonName: string;
  /** Without a form the template shows only the button (a click response, spec 4.9). */
  formEnabled: boolean;
};

export type PopupThankYouContent = {
  imageUrl: string | null;
  heading: string;
  description: string;
  /** Null when the thank-you view has no button. */
  buttonName: string | null;
  /** "Your Coupons: " + these, as given; null when the codes are not shown. */
  couponCodes: readonly string[] | null;
};

export type PopupTemplateProps = {
  content: PopupMainContent;
  /** The thank-you view replaces the main one while this is set. */
  thankYou: PopupThankYouContent | null;
  email: string;
  /** The e-mail field's message ("Email is required", …); null when valid. */
  error: string | null;
  /** A sign-up is in flight: the button is busy and a second submit is impossible. */
  loading: boolean;
  onEmailChange(value: string): void;
  /** The form's submit, or the button's click when the form is off. */
  onSubmit(): void;
  /** The close control, Escape and the backdrop: the campaign's "cancel". */
  onClose(): void;
  onThankYouButton(): void;
  /**
   * complianceNoticesCms, when showInPopups is on: a campaign advertises, so the licence line and
   * the state's warnings close its words as small print, in both views; null when the switch is
   * off or the site has none.
   */
  legalNotices: ComplianceNotices | null;
  /**
   * Drawn inside the dialog: the engine's toast area, so a message shows above the dimmed page
   * (the page behind a modal dialog is inert and covered).
   */
  notices?: ReactNode;
};
