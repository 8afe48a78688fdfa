/** Store choice, order type and store-closed settings (spec §3, 2.11, 2.14, 4.6). */
import { z } from 'zod';
import { count, flag, text } from '../fields';

export const RetailerClosePopupCmsSchema = z
  .object({
    isTurnOn: flag(false),
    alertTitle: text('Store Closed'),
    alertDescription: text(
      'Our store is currently closed. You can browse, but checkout is disabled',
    ),
    buttonText: text('Close'),
  })
  .prefault({});
export type RetailerClosePopupCms = z.output<typeof RetailerClosePopupCmsSchema>;

export const RetailerMenuTypeSettingsCmsSchema = z
  .object({ isMedicalTypeOn: flag(false) })
  .prefault({});
export type RetailerMenuTypeSettingsCms = z.output<typeof RetailerMenuTypeSettingsCmsSchema>;

/**
 * The age gate: when on, a visitor confirms their age (and, with isMedicalTypeOn,
 * picks a menu) on /customer-choice before shopping. Not a spec §3 setting: its name is ours.
 */
export const CustomerChoiceSettingsCmsSchema = z
  .object({ isAgeGateOn: flag(false), minimumAge: count(21) })
  .prefault({});
export type CustomerChoiceSettingsCms = z.output<typeof CustomerChoiceSettingsCmsSchema>;

export const StateSelectionSettingsCmsSchema = z
  .object({ enableStateSelector: flag(false) })
  .prefault({});
export type StateSelectionSettingsCms = z.output<typeof StateSelectionSettingsCmsSchema>;

/** Delivery is offered unless the CMS says otherwise. */
export const DeliverySettingsCmsSchema = z
  .object({
    turnOffCurbsidePickup: flag(false),
    hideDeliveryBtn: flag(false),
    isActive: flag(true),
  })
  .prefault({});
export type DeliverySettingsCms = z.output<typeof DeliverySettingsCmsSchema>;

/** Texts default to the store preference drawer's own wording (spec 2.11). */
export const PreferenceModalCmsDataSchema = z
  .object({
    image: text(),
    title: text('Select Your Store'),
    subtitle: text('How do you want to shop?'),
    deliverytext: text('Delivery'),
    pickuptext: text('Pickup'),
    deliveryicon: text(),
    deliverytitle: text('Delivery'),
    deliverysubtitle: text(),
  })
  .prefault({});
export type PreferenceModalCmsData = z.output<typeof PreferenceModalCmsDataSchema>;

export const LocationPreferenceSchema = z
  .object({
    image: text(),
    imageAlt: text(),
    imageTitle: text(),
    title: text('Select Your Store'),
    subTitle: text(),
  })
  .prefault({});
export type LocationPreference = z.output<typeof LocationPreferenceSchema>;

export const CartProductSectionCmsDataSchema = z
  .object({ isShowLocation: flag(false) })
  .prefault({});
export type CartProductSectionCmsData = z.output<typeof CartProductSectionCmsDataSchema>;

/** The spec's "particular point-of-sale provider" flag; `isPosProvider` is our name for it. */
export const ProviderSettingsCmsSchema = z.object({ isPosProvider: flag(false) }).prefault({});
export type ProviderSettingsCms = z.output<typeof ProviderSettingsCmsSchema>;
