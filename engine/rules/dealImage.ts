import type { DealsImageSettingCms, Special } from '../../schemas';
import { DEFAULT_DEAL_IMAGE } from '../../schemas/constants';

/**
 * The spec (§3) falls back to "a provider static image" when the menu-provider image is missing
 * but does not name one, so the shipped default deals picture stands in for it.
 */
export const PROVIDER_STATIC_DEAL_IMAGE = DEFAULT_DEAL_IMAGE;

export type DealImageSpecial = Pick<
  Special,
  'menuDisplayConfiguration' | 'isCustomImage' | 'image'
>;

/** An image URL counts only when it is there: not blank and not the text "null" (as for brands). */
function present(url: string): string | null {
  const trimmed = url.trim();
  return trimmed === '' || trimmed === 'null' ? null : trimmed;
}

/**
 * Spec §3 "Deal image selection":
 * 1. dealsImageSettingCMS says use the menu-provider image → menuDisplayConfiguration.image,
 *    else the provider static image;
 * 2. otherwise, when isCustomImage is set (site-wide in the CMS, or on the special itself) → the
 *    custom image: the special's own when it carries one, else the CMS image;
 * 3. otherwise, or when that custom image is missing → /images/deals-default-img.png.
 */
export function dealImage(
  settings: DealsImageSettingCms,
  special: DealImageSpecial,
  providerStaticImage: string = PROVIDER_STATIC_DEAL_IMAGE,
): string {
  if (settings.useMenuProviderImage) {
    return present(special.menuDisplayConfiguration.image) ?? providerStaticImage;
  }
  if (special.isCustomImage || settings.isCustomImage) {
    const own = special.isCustomImage ? present(special.image) : null;
    const custom = own ?? (settings.isCustomImage ? present(settings.image) : null);
    if (custom !== null) return custom;
  }
  return DEFAULT_DEAL_IMAGE;
}
