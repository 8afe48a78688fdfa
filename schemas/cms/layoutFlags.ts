/**
 * The CMS switches that pick variants (spec §3), one schema per setting that holds them, each
 * made from the family table (../layoutFamilies.ts) and normalised into `Layout` by ../layout.ts.
 */
import { z } from 'zod';
import { flag } from '../fields';
import {
  LAYOUT_FAMILIES,
  flagName,
  type FlagNameIn,
  type LayoutFamilySpec,
  type LayoutSetting,
} from '../layoutFamilies';

/** Every `is*` flag `setting` holds, all off by default, e.g. isHeaderOne…isFooterTen. */
export function settingFlags<S extends LayoutSetting>(setting: S) {
  const families: readonly LayoutFamilySpec[] = Object.values(LAYOUT_FAMILIES);
  const entries = families
    .filter((family) => family.setting === setting)
    .flatMap((family) => family.variants.map((v) => [flagName(family.prefix, v), flag()] as const));
  // fromEntries cannot carry the template-literal keys; the mapped type restates them exactly.
  return Object.fromEntries(entries) as { [Name in FlagNameIn<S>]: ReturnType<typeof flag> };
}

export const HeaderFooterSettingsSchema = z
  .object(settingFlags('headerFooterSettings'))
  .prefault({});
export type HeaderFooterSettings = z.output<typeof HeaderFooterSettingsSchema>;

export const ActiveVersionCmsSchema = z.object(settingFlags('activeVersionCms')).prefault({});
export type ActiveVersionCms = z.output<typeof ActiveVersionCmsSchema>;

export const DealsCardSettingsCmsSchema = z
  .object(settingFlags('dealsCardSettingsCMS'))
  .prefault({});
export type DealsCardSettingsCms = z.output<typeof DealsCardSettingsCmsSchema>;
