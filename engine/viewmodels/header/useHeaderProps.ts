import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { HeaderData, HeaderEvents } from '../../../variants/headers/types';
import { trackSearch } from '../../analytics/trackSearch';
import {
  useBrands,
  useMe,
  useRecommendedProducts,
  useSpecials,
  useSponsoredBrands,
  useWishlists,
} from '../../api/hooks';
import { useProviderProfile } from '../../providers/useProviderProfile';
import { useShopPath } from '../../site/useShopPath';
import { useSiteConfig } from '../../site/SiteConfigProvider';
import { notificationBadge, cartCount, isSignedIn, wishlistCount } from '../../stores/selectors';
import { toggleCartSidebar } from '../../stores/notifications';
import { openOverlay } from '../../stores/overlays';
import { setWishlist } from '../../stores/wishlist';
import { useStores } from '../../stores/StoresProvider';
import { useSignInPrompt } from '../../account/SignInPrompt';
import { useSignOut } from '../../account/useSignOut';
import { headerDataFrom } from './headerData';
import { useStoreSwitch } from '../storeSelection/storeSwitch';
import { useOrderStrip } from '../storeSelection/useOrderStrip';
import { useNavSkeleton } from './useNavSkeleton';

/**
 * The header view-model: stores, queries and settings in; one HeaderProps out for any variant,
 * less the desktop search dropdown (useDesktopSearch), which only the CMS header slot needs.
 */
export function useHeaderProps(): HeaderData & HeaderEvents {
  const { settings } = useSiteConfig();
  const stores = useStores();
  const context = useSnapshot(stores.storeContext);
  const session = useSnapshot(stores.session);
  const cart = useSnapshot(stores.cart);
  const wishlist = useSnapshot(stores.wishlist);
  const notifications = useSnapshot(stores.notifications);
  const profile = useProviderProfile();
  const strip = useOrderStrip();
  const shopPath = useShopPath();
  const navigate = useNavigate();
  const signInPrompt = useSignInPrompt();
  const signOut = useSignOut();
  const signedIn = isSignedIn(session);
  const token = signedIn ? session.sessionHandle : null;

  const me = useMe(token);
  const wishlists = useWishlists(token);
  // The header's wishlist count reads the store (spec 2.3): the server's lists land there.
  useEffect(() => {
    if (wishlists.data) setWishlist(stores.wishlist, wishlists.data);
  }, [wishlists.data, stores.wishlist]);
  const recommended = useRecommendedProducts(token);
  const sponsored = useSponsoredBrands();
  const brands = useBrands();
  const specials = useSpecials(context.retailerId);
  const navLoading = useNavSkeleton(!specials.isFetching);
  const storeSwitch = useStoreSwitch();

  const data = headerDataFrom({
    settings,
    shopPath,
    strip,
    isDefaultHomePage: context.isDefaultHomePage,
    hidesStoreSelector: profile.hidesStoreSelector,
    user: me.data ?? session.user,
    signedIn,
    wishlist: wishlists.data ?? wishlist,
    counts: {
      wishlist: wishlistCount(wishlist),
      cart: cartCount(cart),
      notifications: notificationBadge(notifications),
    },
    recommendedCount: recommended.data?.items.length ?? 0,
    sponsoredBrands: sponsored.data?.items ?? [],
    brands: brands.data?.items ?? [],
    navLoading,
  });

  return {
    ...data,
    onSearch: (term) => {
      trackSearch(term);
      void navigate(`${shopPath}?search=${encodeURIComponent(term.trim())}`);
    },
    onOpenCart: () => toggleCartSidebar(stores.notifications),
    onWishlist: () => (signedIn ? navigate('/your-list') : signInPrompt.require('Your List')),
    onNotifications: () =>
      signedIn ? navigate('/notification') : signInPrompt.require('notifications'),
    onSelectStore: () => {
      storeSwitch.send({ type: 'HOME.DEFAULT_CHOSEN' });
      openOverlay(stores.overlays, 'storePreference');
    },
    onOpenStorePreference: () => openOverlay(stores.overlays, 'storePreference'),
    onOpenMenu: () => openOverlay(stores.overlays, 'menuDrawer'),
    onSignOut: signOut,
    onCreateList: () => (signedIn ? navigate('/your-list') : signInPrompt.require('Your List')),
  };
}
