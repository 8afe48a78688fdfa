import type { AdProviderSettings } from '../../schemas';

/** Spec 4.8: ads render only while the provider is enabled and has its account and site ids. */
export function isAdProviderOn(provider: AdProviderSettings): boolean {
  return provider.isEnabled && provider.accountId !== '' && provider.siteId !== '';
}
