import { useSnapshot } from 'valtio';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';
import { profileFor, resolveProviderId, type ProviderProfile } from './profiles';

/**
 * The one way views learn how the active menu provider behaves. Reads the provider from the
 * store context and falls back to the CMS point-of-sale flag before a store is known.
 */
export function useProviderProfile(): ProviderProfile {
  const { storeContext } = useStores();
  const { provider } = useSnapshot(storeContext);
  const { isPosProvider } = useSiteSettings('providerSettingsCms');
  return profileFor(resolveProviderId(provider, isPosProvider));
}
