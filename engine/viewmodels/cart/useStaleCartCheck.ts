import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApiClient } from '../../api/ApiClientProvider';
import { useProviderProfile } from '../../providers/useProviderProfile';
import { useStores } from '../../stores/StoresProvider';
import { recreateStaleCheckout } from '../storeSelection/staleCart';

/**
 * Spec 4.13: whenever a cart view reads an empty cart, the provider that keeps its own checkout
 * gets a new one if the old one expired. recreateStaleCheckout checks every condition itself.
 */
export function useStaleCartCheck(): void {
  const stores = useStores();
  const client = useApiClient();
  const { recreatesStaleCheckout } = useProviderProfile();
  const empty = useSnapshot(stores.cart).cartList.length === 0;
  useEffect(() => {
    if (!empty || !recreatesStaleCheckout) return;
    void recreateStaleCheckout(stores, client, { providerRecreatesCheckout: true });
  }, [empty, recreatesStaleCheckout, stores, client]);
}
