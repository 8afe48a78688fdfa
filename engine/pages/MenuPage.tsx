import { useShopPath } from '../site/useShopPath';
import { ShopListing } from './catalogue/ShopListing';

/**
 * Route group: /menu, the store's menu. The spec names the page only; a dispensary's menu is what
 * it sells, so this is the shop listing (every product of the chosen store, its filters and
 * pages) under the route table's title, with the shop path as its canonical: one listing, one
 * address for search engines (the sitemap lists the shop path, not /menu).
 */
export default function MenuPage() {
  const shopPath = useShopPath();
  return <ShopListing canonical={{ pathname: shopPath, routeId: 'shop' }} />;
}
