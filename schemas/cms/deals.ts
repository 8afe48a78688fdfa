/** Deal settings (spec §3, 2.15). */
import { z } from 'zod';
import { flag, list, looseRecord, text } from '../fields';

export const DealsSettingsCmsSchema = z.object({ isDescriptionActive: flag(false) }).prefault({});
export type DealsSettingsCms = z.output<typeof DealsSettingsCmsSchema>;

/**
 * Deal image choice. The spec names the menu-provider-image flag only by its meaning, so
 * `useMenuProviderImage` is our name for it.
 */
export const DealsImageSettingCmsSchema = z
  .object({
    useMenuProviderImage: flag(false),
    isCustomImage: flag(false),
    image: text(),
  })
  .prefault({});
export type DealsImageSettingCms = z.output<typeof DealsImageSettingCmsSchema>;

export const TodaysDealsCmsDataSchema = z
  .object({
    title: text("Today's Deals"),
    buttonlink: text('/deals'),
    buttontext: text('View All Deals'),
  })
  .prefault({});
export type TodaysDealsCmsData = z.output<typeof TodaysDealsCmsDataSchema>;

/** Fields not shown in the spec: kept as received. */
export const HomeDealsSectionCmsDataSchema = looseRecord();
export type HomeDealsSectionCmsData = z.output<typeof HomeDealsSectionCmsDataSchema>;

export const CheckoutPopupSettingsCmsSchema = z
  .object({
    title: text('Checkout Offer'),
    description: text('Complete your purchase to take advantage of this special offer!'),
    enableCartBasedSuggestions: flag(false),
    productSlugs: list(z.string()),
  })
  .prefault({});
export type CheckoutPopupSettingsCms = z.output<typeof CheckoutPopupSettingsCmsSchema>;
