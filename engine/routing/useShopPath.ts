import { useSiteSettings } from '../site/SiteConfigProvider';
import { normaliseShopPath } from './shopPath';

/** The site's shop path (appSettings.shopPath), normalised; "/shop" when unset. */
export function useShopPath(): string {
  return normaliseShopPath(useSiteSettings('appSettings').shopPath);
}
