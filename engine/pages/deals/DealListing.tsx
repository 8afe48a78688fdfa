import { useSnapshot } from 'valtio';
import DealHeader from '../../../variants/catalogue/DealHeader';
import EmptyState from '../../../variants/catalogue/EmptyState';
import { useBrands, useCategories, useSpecials } from '../../api/hooks';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';
import { dealHeaderData, findSpecial } from '../../viewmodels/catalogue/dealHeaderData';
import {
  categoryDisplayName,
  findBrand,
  findCategory,
} from '../../viewmodels/catalogue/productView';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { ProductListing } from '../catalogue/ProductListing';

export type DealListingProps = {
  specialSlug: string;
  /** /deals-collection/{categorySlug}: the deal within one category. */
  categoryKey?: string | null;
  /** ?brandId= on /deals-collection/category: the deal for one brand (spec 2.1). */
  brandKey?: string | null;
};

/** Spec 8: a deal that cannot be found. */
export const DEAL_NOT_FOUND = 'Not found!';

/** One deal's banner and its products from the product filter (specialSlug), narrowed by scope. */
export function DealListing({
  specialSlug,
  categoryKey = null,
  brandKey = null,
}: DealListingProps) {
  const dealsImageSettingCMS = useSiteSettings('dealsImageSettingCMS');
  const { retailerId } = useSnapshot(useStores().storeContext);
  const specials = useSpecials(retailerId);
  const categories = useCategories();
  const brands = useBrands();
  const special = findSpecial(specials.data?.items ?? [], specialSlug);
  const category = categoryKey ? findCategory(categories.data?.items ?? [], categoryKey) : null;
  const brand = brandKey ? findBrand(brands.data?.items ?? [], brandKey) : null;

  if (specialSlug.trim() === '' || (!specials.isPending && special === null)) {
    return (
      <CatalogueFrame title="Deal not found">
        <EmptyState
          title={DEAL_NOT_FOUND}
          message="This deal has ended or is not offered at this store. Have a look at the current deals."
          action={{ label: 'See all deals', href: '/deals' }}
        />
      </CatalogueFrame>
    );
  }

  const categoryName = category
    ? categoryDisplayName(category.categoryName)
    : categoryKey
      ? categoryDisplayName(categoryKey.replace(/-/g, ' '))
      : null;
  const brandName = brand ? brand.brandName || brand.name : null;
  const scopeText = [
    categoryName ? `In ${categoryName}` : null,
    brandName ? `From ${brandName}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const ready =
    special !== null &&
    (categoryKey === null || !categories.isPending) &&
    (brandKey === null || !brands.isPending);
  const name = special?.menuDisplayConfiguration.name || special?.name || 'Deal';
  const header = special ? dealHeaderData(special, dealsImageSettingCMS, scopeText || null) : null;

  return (
    <CatalogueFrame
      title={name}
      heading={false}
      head={{ image: header?.image.src ?? '', provisional: special === null }}
    >
      <DealHeader deal={header} />
      <ProductListing
        scope={{
          specialSlug: special?.urlSlug ?? specialSlug,
          ...(categoryKey ? { categories: [category?.categoryName ?? categoryKey] } : {}),
          ...(brandKey ? { brandIds: [brand?.id ?? brandKey] } : {}),
          ready,
        }}
        options={{
          categoryFilter: categoryKey === null,
          brandFilter: brandKey === null,
          emptyTitle: DEAL_NOT_FOUND,
          emptyMessage: 'No products are part of this deal right now.',
        }}
        list={{ id: `deal:${special?.urlSlug ?? specialSlug}`, name }}
      />
    </CatalogueFrame>
  );
}
