/**
 * Where a setting shows on the storefront, for settings the preview cannot point at by their
 * text: switches, and texts the storefront joins or places in several designs. The form shows
 * the note under the setting's section or field and, where one page shows it best, a button that
 * turns the preview to that page. Keyed by setting path as the form formats it. Pure.
 */
import type { PreviewRoutePath } from './previewOptions';

export type SettingPlace = {
  text: string;
  /** The preview page that shows the setting, offered as "Show in preview: {label}". */
  preview?: { label: string; path: PreviewRoutePath };
};

const AGE_GATE = { label: 'Age gate', path: '/customer-choice' } as const;

export const SETTING_PLACES: Readonly<Record<string, SettingPlace>> = {
  complianceNoticesCms: {
    text: 'The licence line and warnings show in every footer design, above its copyright line, and, where their switches are on, on the age gate, in popup campaigns and with sponsored ads. With neither a licence number nor a warning nothing shows anywhere.',
  },
  'complianceNoticesCms.licenseNumber': {
    text: 'Shown after its label ("License No. AU-R-000123") in every footer design, on the age gate, in popups and under ads. Empty: no licence line.',
  },
  'complianceNoticesCms.licenseLabel': {
    text: 'The words before the number, wherever the licence line shows.',
  },
  'complianceNoticesCms.warnings': {
    text: 'Each warning is its own paragraph, after the licence line, in every footer design and wherever the switches below are on.',
  },
  'complianceNoticesCms.showOnAgeGate': {
    text: 'Closes the age gate’s card (/customer-choice) with the notices.',
    preview: AGE_GATE,
  },
  'complianceNoticesCms.showInPopups': {
    text: 'Every popup campaign, in each of its templates, shows the notices as small print under its words and form.',
  },
  'complianceNoticesCms.showBesideAds': {
    text: 'Under each sponsored banner and carousel, and beside each sponsored product card in a listing, shown with the ad. Ads show once a store is chosen (Shopper) and the ad provider is on.',
    preview: { label: 'Shop', path: '/shop' },
  },
};

/** The note for a setting path ("complianceNoticesCms.showOnAgeGate"), or null for none. */
export function settingPlace(path: string): SettingPlace | null {
  return SETTING_PLACES[path] ?? null;
}
