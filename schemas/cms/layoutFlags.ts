/** The CMS switches that pick variants (spec §3): normalised into `Layout` by layout.ts. */
import { z } from 'zod';
import { variantFlags } from '../fields';
import {
  DEAL_CARD_VARIANTS,
  FOOTER_VARIANTS,
  HEADER_VARIANTS,
  MENU_VARIANTS,
  RETAILER_SELECTOR_VARIANTS,
} from '../layout';

export const HeaderFooterSettingsSchema = z
  .object({
    ...variantFlags('isHeader', HEADER_VARIANTS),
    ...variantFlags('isFooter', FOOTER_VARIANTS),
  })
  .prefault({});
export type HeaderFooterSettings = z.output<typeof HeaderFooterSettingsSchema>;

export const ActiveVersionCmsSchema = z
  .object({
    ...variantFlags('isMenu', MENU_VARIANTS),
    ...variantFlags('isRetailerVersion', RETAILER_SELECTOR_VARIANTS),
  })
  .prefault({});
export type ActiveVersionCms = z.output<typeof ActiveVersionCmsSchema>;

export const DealsCardSettingsCmsSchema = z
  .object(variantFlags('isDealsCard', DEAL_CARD_VARIANTS))
  .prefault({});
export type DealsCardSettingsCms = z.output<typeof DealsCardSettingsCmsSchema>;
