import { useSiteConfig } from '../site/SiteConfigProvider';

/** The slot names the spec knows (2.17); others are not shown. */
export type AdSlotName = 'search-page-mobile-banner';

/**
 * A named sponsored placement (spec 2.17, 4.8): the mount point the ads issue fills with its
 * widget. It is an empty marker that takes no space, and is left out entirely unless the ad
 * provider is enabled with an account and site id and the site configures this slot.
 */
export function AdSlot({ name }: { name: AdSlotName }) {
  const { provider, placements } = useSiteConfig().settings.adConfiguration;
  const enabled = provider.isEnabled && provider.accountId !== '' && provider.siteId !== '';
  if (!enabled || placements[name] === undefined) return null;
  return <div data-ad-slot={name} data-ad-type={placements[name].adType} />;
}
