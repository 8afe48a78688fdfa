import type { PageHeadProps } from '../frame/PageHead';
import { useRouteTitle } from './useRouteTitle';
import { CatalogueFrame } from './CatalogueFrame';
import { ProductListing } from './ProductListing';

const SHOP_OPTIONS = { categoryFilter: true, brandFilter: true } as const;

/** The shop at the configured shop path and /shop: the whole menu with every filter (spec 2.1).
 * `canonical` names the listing this one repeats (/menu is the shop under another name). */
export function ShopListing({ canonical }: { canonical?: PageHeadProps['canonical'] }) {
  const { title, description } = useRouteTitle('Shop');
  return (
    <CatalogueFrame title={title} lead={description} head={canonical && { canonical }}>
      <ProductListing scope={{}} options={SHOP_OPTIONS} list={{ id: 'shop', name: title }} />
    </CatalogueFrame>
  );
}
