import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useProviderProfile } from '../../providers/useProviderProfile';
import { useCurrentRoute } from '../../site/useRoutes';
import { openOverlay } from '../../stores/overlays';
import { useStores } from '../../stores/StoresProvider';
import { STORE_PAGE_ROUTE_IDS, shouldShowChooseStorePrompt } from './chooseStorePrompt';
import { useStoreSwitch } from './storeSwitch';

export type ChooseStorePromptState = {
  visible: boolean;
  /** Opens the store preference selector; like the header's "Select a Store" (spec 2.6). */
  onChoose(): void;
  /** The shopper browses without a store: the default home page (spec 4.5). */
  onDismiss(): void;
};

/**
 * The choose-store prompt (spec 4.5) and the default-home-page flag it depends on: every
 * navigation resets the flag from the retailerId (spec 4.4), so the prompt comes back on the
 * next page until a store is chosen.
 */
export function useChooseStorePrompt(): ChooseStorePromptState {
  const stores = useStores();
  const context = useSnapshot(stores.storeContext);
  const { storePreference } = useSnapshot(stores.overlays);
  const profile = useProviderProfile();
  const route = useCurrentRoute();
  const actor = useStoreSwitch();
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    actor.send({ type: 'NAVIGATED' });
  }, [pathname, actor]);

  return {
    visible: shouldShowChooseStorePrompt({
      retailerId: context.retailerId,
      isDefaultHomePage: context.isDefaultHomePage,
      providerHidesPrompt: profile.hidesChooseStorePrompt,
      preferenceOpen: storePreference,
      onStorePage: route !== null && STORE_PAGE_ROUTE_IDS.has(route.route.id),
    }),
    onChoose: () => {
      actor.send({ type: 'HOME.DEFAULT_CHOSEN' });
      openOverlay(stores.overlays, 'storePreference');
    },
    onDismiss: () => actor.send({ type: 'HOME.DEFAULT_CHOSEN' }),
  };
}
