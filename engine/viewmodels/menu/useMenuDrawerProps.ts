import { useSnapshot } from 'valtio';
import { useResetOnClose } from '../../../variants/menus/parts/useResetOnClose';
import type { MenuDrawerProps } from '../../../variants/menus/types';
import { useBrands, useCategories, useSpecials, useSponsoredBrands } from '../../api/hooks';
import { useShopPath } from '../../site/useShopPath';
import { useSiteConfig } from '../../site/SiteConfigProvider';
import { closeOverlay } from '../../stores/overlays';
import { useStores } from '../../stores/StoresProvider';
import { selectDeal } from '../deals/selectDeal';
import { menuDataFrom } from './menuData';

/**
 * The menu drawer view-model: site settings, catalogue queries and the overlays store in; one
 * MenuDrawerProps out for any version (2.9). Only mounted once the drawer was first opened, so the
 * queries and the variant's chunk wait for a shopper who wants the menu.
 */
export function useMenuDrawerProps(): Omit<MenuDrawerProps, 'locationSlot'> {
  const { settings } = useSiteConfig();
  const stores = useStores();
  const overlays = useSnapshot(stores.overlays);
  const { retailerId } = useSnapshot(stores.storeContext);
  const shopPath = useShopPath();
  const categories = useCategories();
  const sponsored = useSponsoredBrands();
  const brands = useBrands();
  const specials = useSpecials(retailerId);
  const open = overlays.menuDrawer;

  // The search box starts empty with every opening, like the drawer's tabs.
  const [dealTerm, setDealTerm] = useResetOnClose(open, '');

  const data = menuDataFrom({
    settings,
    shopPath,
    open,
    categories: categories.data?.items ?? [],
    sponsoredBrands: sponsored.data?.items ?? [],
    brands: brands.data?.items ?? [],
    specials: specials.data?.items ?? [],
    dealTerm,
    loading: {
      categories: categories.isPending,
      deals: specials.isPending,
      // Brands wait for the sponsored list: it decides whether the plain list is used at all.
      brands: sponsored.isPending || (sponsored.data?.items.length === 0 && brands.isPending),
    },
  });
  const dealHrefs = new Set(
    [...data.todaysDeals.deals, ...data.dealSearch.results].map((deal) => deal.href),
  );

  return {
    ...data,
    onClose: () => closeOverlay(stores.overlays, 'menuDrawer'),
    // Close at once: following a link to the page already shown changes no route (4.14).
    onNavigate: (href) => {
      closeOverlay(stores.overlays, 'menuDrawer');
      // Spec 2.15: choosing a deal also closes the footer menu and clears the home-page flag.
      if (dealHrefs.has(href)) selectDeal(stores);
    },
    onDealSearch: setDealTerm,
  };
}
