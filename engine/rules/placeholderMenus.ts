import type { PlaceholderMenuLabel } from '../../variants/headers/types';

/** Spec 2.3's placeholder mega-menu ("Specials/Shop", fixed sample content), in row order. */
export const PLACEHOLDER_MENUS: readonly PlaceholderMenuLabel[] = ['Specials', 'Shop'];

const sameName = (label: string) => label.trim().toLowerCase();

/**
 * The placeholder mega-menus a desktop navigation row shows beside the CMS links it lists
 * (headerWidgetCmsData.links, spec 2.3): a retailer's own link of the same name takes the
 * place of the sample one, so the row never lists "Shop" (or "Specials") twice.
 */
export function placeholderMenusBeside(cmsLabels: readonly string[]): PlaceholderMenuLabel[] {
  const named = new Set(cmsLabels.map(sameName));
  return PLACEHOLDER_MENUS.filter((label) => !named.has(sameName(label)));
}
