import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { StickyFooterItemId, StickyFooterProps } from '../../../variants/sticky-footers/types';
import { useCategories } from '../../api/hooks';
import { useShopPath } from '../../site/useShopPath';
import { useLayoutChoice, useSiteSettings } from '../../site/SiteConfigProvider';
import {
  closeOverlay,
  openOverlay,
  toggleOverlay,
  type OverlaysState,
} from '../../stores/overlays';
import { useStores } from '../../stores/StoresProvider';
import { stickyFooterDataFrom } from './stickyFooterData';

/** The centre Search button opens the full-screen search overlay (spec 2.10 → 2.8). */
export function openSearch(overlays: OverlaysState): void {
  closeOverlay(overlays, 'footerSheet');
  openOverlay(overlays, 'search');
}

/**
 * The sticky footer view-model: site config, route, cart and overlays in; StickyFooterProps out
 * (without `hidden`, which the scroll rule decides in the slot).
 */
export function useStickyFooterProps(): Omit<StickyFooterProps, 'hidden'> {
  const { overlays, cart } = useStores();
  const overlayState = useSnapshot(overlays);
  const { totals } = useSnapshot(cart);
  const location = useLocation();
  const shopPath = useShopPath();
  const categories = useCategories();
  const design = useLayoutChoice('stickyFooter');
  const cms = useSiteSettings('stickyFooterWidgetCmsData');
  const { isShopPageTwo } = useSiteSettings('appSettings');
  // The pending item belongs to the location it was tapped on: any new location clears it.
  const [pending, setPending] = useState<{ id: StickyFooterItemId; from: string } | null>(null);
  const loadingId = pending !== null && pending.from === location.key ? pending.id : null;

  const data = stickyFooterDataFrom({
    design,
    cms,
    shopPath,
    isShopPageTwo,
    pathname: location.pathname,
    cartCount: totals.cartCounter,
    loadingId,
    menuOpen: overlayState.menuDrawer,
    categories: categories.data?.items ?? [],
    categoriesLoading: categories.isPending,
  });

  return {
    ...data,
    sheetOpen: overlayState.footerSheet,
    onNavigate: (id) => {
      closeOverlay(overlays, 'footerSheet');
      const target = data.items.find((entry) => entry.id === id)?.href;
      // Following a link to the page already shown changes nothing: no spinner to wait for.
      if (target !== undefined && target !== `${location.pathname}${location.search}`)
        setPending({ id, from: location.key });
    },
    onMenu: () => {
      closeOverlay(overlays, 'footerSheet');
      toggleOverlay(overlays, 'menuDrawer');
    },
    onCentre: () => {
      if (data.sheet !== null) toggleOverlay(overlays, 'footerSheet');
      else openSearch(overlays);
    },
    onCloseSheet: () => closeOverlay(overlays, 'footerSheet'),
  };
}
