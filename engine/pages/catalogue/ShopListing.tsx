import { useRouteTitle } from './useRouteTitle';
import { CatalogueFrame } from './CatalogueFrame';
import { ProductListing } from './ProductListing';

const SHOP_OPTIONS = { categoryFilter: true, brandFilter: true } as const;

/** The shop at the configured shop path and /shop: the whole menu with every filter (spec 2.1). */
export function ShopListing() {
  const { title, description } = useRouteTitle('Shop');
  return (
    <CatalogueFrame title={title} lead={description}>
      <ProductListing scope={{}} options={SHOP_OPTIONS} />
    </CatalogueFrame>
  );
}
