import { useSiteSettings } from './SiteConfigProvider';
import { normaliseShopPath } from '../routing/shopPath';

/** The site's shop path (appSettings.shopPath), normalised; "/shop" when unset. */
export function useShopPath(): string {
  return normaliseShopPath(useSiteSettings('appSettings').shopPath);
}
