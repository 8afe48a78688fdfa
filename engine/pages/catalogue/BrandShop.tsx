import { useParams } from 'react-router';
import EmptyState from '../../../variants/catalogue/EmptyState';
import ErrorState from '../../../variants/catalogue/ErrorState';
import { errorMessage } from '../../api/errors';
import { useBrands } from '../../api/hooks';
import { findBrand } from '../../viewmodels/catalogue/productView';
import { CatalogueFrame } from './CatalogueFrame';
import { ProductListing } from './ProductListing';

const BRAND_OPTIONS = { categoryFilter: true, brandFilter: false } as const;

/**
 * One brand's products: /shop/brand/{x} and {shopPath}/brand/{urlSlug or slugified brandName}
 * (spec 2.1); on /brands/{x} under the brand's header. The slug is resolved against the brand list.
 */
export function BrandProducts({
  brandKey,
  withFrame = true,
}: {
  brandKey: string;
  withFrame?: boolean;
}) {
  const brands = useBrands();
  const brand = findBrand(brands.data?.items ?? [], brandKey);
  const name = brand?.brandName || brand?.name || '';
  if (brands.isError) {
    return (
      <CatalogueFrame title="Brand">
        <ErrorState
          title="We couldn’t load this brand"
          message={errorMessage(brands.error)}
          onRetry={() => void brands.refetch()}
        />
      </CatalogueFrame>
    );
  }
  if (!brands.isPending && brand === null) {
    return (
      <CatalogueFrame title="Brand not found" head={{ status: 404 }}>
        <EmptyState
          title="We couldn’t find this brand"
          message="It may have been renamed or is no longer carried by this store."
          action={{ label: 'See all brands', href: '/brands' }}
        />
      </CatalogueFrame>
    );
  }
  const listing = (
    <ProductListing
      scope={{ brandIds: brand ? [brand.id] : [], ready: brand !== null }}
      options={BRAND_OPTIONS}
      list={{ id: `brand:${brand?.id ?? brandKey}`, name: name || 'Brand' }}
    />
  );
  return withFrame ? (
    <CatalogueFrame title={name || 'Brand'} lead={name ? `Every product by ${name}.` : null}>
      {listing}
    </CatalogueFrame>
  ) : (
    listing
  );
}

export function BrandShop() {
  const { brand = '' } = useParams();
  return <BrandProducts brandKey={brand} />;
}
