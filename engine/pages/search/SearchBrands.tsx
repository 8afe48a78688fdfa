import { useParams } from 'react-router';
import ErrorState from '../../../variants/catalogue/ErrorState';
import EmptyState from '../../../variants/catalogue/EmptyState';
import { errorMessage } from '../../api/errors';
import { useBrands } from '../../api/hooks';
import { brandTile } from '../../viewmodels/catalogue/brandTile';
import { brandSlug } from '../../viewmodels/catalogue/productView';
import { BrandProducts } from '../catalogue/BrandShop';
import { BrandTileList } from '../catalogue/BrandTileList';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { useRouteTitle } from '../catalogue/useRouteTitle';

/** /search/brands (spec 2.1): every brand, each to its brand search (the Top Brands "View All"). */
export function SearchBrands() {
  const { title, description } = useRouteTitle('Brand Search');
  const brands = useBrands();
  const items = brands.data?.items ?? [];
  const tiles = items.map((brand) =>
    brandTile(brand, `/search/brands/${encodeURIComponent(brandSlug(brand))}`),
  );
  return (
    <CatalogueFrame title={title} lead={description}>
      {brands.isError ? (
        <ErrorState
          title="We couldn’t load the brands"
          message={errorMessage(brands.error)}
          onRetry={() => void brands.refetch()}
        />
      ) : !brands.isPending && items.length === 0 ? (
        <EmptyState
          title="No brands yet"
          message="This store has no brands to show right now."
          action={{ label: 'Browse the shop', href: '/shop' }}
        />
      ) : (
        <BrandTileList tiles={tiles} loading={brands.isPending} />
      )}
    </CatalogueFrame>
  );
}

/** /search/brands/{brand urlSlug or slugified brandName}: that brand's products. */
export function SearchBrand() {
  const { brand = '' } = useParams();
  return <BrandProducts brandKey={brand} />;
}
