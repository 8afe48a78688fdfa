import type { Brand } from '../../../schemas';
import ErrorState from '../../../variants/catalogue/ErrorState';
import EmptyState from '../../../variants/catalogue/EmptyState';
import { errorMessage } from '../../api/errors';
import { useBrands, useSponsoredBrands } from '../../api/hooks';
import { brandTile } from '../../viewmodels/catalogue/brandTile';
import { brandSlug } from '../../viewmodels/catalogue/productView';
import { BrandTileList } from './BrandTileList';
import { CatalogueFrame } from './CatalogueFrame';
import { useRouteTitle } from './useRouteTitle';

/** /brands and /sponsored-brand: brand tiles with the brand image rule (spec §3), to /brands/{x}. */
export function BrandsIndex({ sponsored = false }: { sponsored?: boolean }) {
  const { title, description } = useRouteTitle(sponsored ? 'Sponsored Brands' : 'Brands');
  const all = useBrands();
  const featured = useSponsoredBrands();
  const query = sponsored ? featured : all;
  const brands: Brand[] = query.data?.items ?? [];
  const tiles = brands.map((brand) =>
    brandTile(
      brand,
      `/brands/${encodeURIComponent(brandSlug(brand))}`,
      sponsored ? 'Sponsored' : undefined,
    ),
  );
  return (
    <CatalogueFrame title={title} lead={description}>
      {query.isError ? (
        <ErrorState
          title="We couldn’t load the brands"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !query.isPending && brands.length === 0 ? (
        <EmptyState
          title="No brands yet"
          message="This store has no brands to show right now."
          action={{ label: 'Browse the shop', href: '/shop' }}
        />
      ) : (
        <BrandTileList tiles={tiles} loading={query.isPending} />
      )}
    </CatalogueFrame>
  );
}
