import { useCurrentRoute } from '../site/useRoutes';
import { BrandShop } from './catalogue/BrandShop';
import { ShopListing } from './catalogue/ShopListing';
import { ShopByPrice, ShopNearMe } from './catalogue/ShopBy';

/** Route group: the shop path, /shop, brand shop pages and /shop-cannabis-near-me (spec 2.1). */
export default function ShopPage() {
  switch (useCurrentRoute()?.route.id) {
    case 'shopBrand':
    case 'shopConfiguredBrand':
      return <BrandShop />;
    case 'shopNearMe':
      return <ShopNearMe />;
    case 'shopByPrice':
      return <ShopByPrice />;
    default:
      return <ShopListing />;
  }
}
