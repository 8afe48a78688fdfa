import type { DealsImageSettingCms, DealsVersion, Special } from '../../../schemas';
import type { MenuDeal } from '../../../variants/menus/types';
import { dealImage } from '../../rules/dealImage';
import { dealLink } from '../../rules/dealLink';

/** Spec §9 "Drawer deals list": the menu drawers show at most 10 specials. */
export const MENU_DEALS_LIMIT = 10;

/** Spec 2.9 Version Two: the "All Specials" / "All Deals" buttons. */
export const ALL_DEALS_HREF = '/search/deals';

/**
 * Spec 2.9 Version Two's "Search deals": specials whose menuDisplayConfiguration.name contains the
 * term, ignoring case and surrounding spaces; the first 10. An empty term matches every special.
 */
export function searchDeals(specials: readonly Special[], term: string): Special[] {
  const needle = term.trim().toLowerCase();
  return specials
    .filter((special) => special.menuDisplayConfiguration.name.toLowerCase().includes(needle))
    .slice(0, MENU_DEALS_LIMIT);
}

export type MenuDealSettings = { images: DealsImageSettingCms; dealsVersion: DealsVersion };

/** A special as a drawer row: spec 2.15 "Elsewhere" target and the §3 image choice. */
export function menuDealFrom(special: Special, settings: MenuDealSettings): MenuDeal {
  return {
    name: special.menuDisplayConfiguration.name || special.name,
    href: dealLink({
      specialSlug: special.urlSlug,
      context: { page: 'elsewhere' },
      dealsVersion: settings.dealsVersion,
      brandList: [],
    }),
    image: dealImage(settings.images, special),
  };
}
