import PriceButtons from '../../../variants/catalogue/PriceButtons';
import { PRICE_FILTERS, buildListingSearch } from '../../rules/listingQuery';
import { useShopPath } from '../../site/useShopPath';
import { CatalogueFrame } from './CatalogueFrame';
import { CategoryTiles } from './CategoriesIndex';
import { ProductListing } from './ProductListing';
import { useRouteTitle } from './useRouteTitle';
import * as S from './catalogue.styles';

const SHOP_OPTIONS = { categoryFilter: true, brandFilter: true } as const;

/** Spec 9 "Shop By Price": each band opens the shop's "?pageNo=1&price={value}" form (spec 2.1). */
function usePriceBands() {
  const shopPath = useShopPath();
  return PRICE_FILTERS.map(({ label, value }) => ({
    label,
    href: `${shopPath}${buildListingSearch({ pageNo: 1, price: value })}`,
    current: false,
  }));
}

/**
 * /shop-cannabis-near-me, the shop page when "shop page two" (appSettings.isShopPageTwo) is on:
 * shop by price, by category, then the whole menu with its filters.
 */
export function ShopNearMe() {
  const { title, description } = useRouteTitle('Shop By');
  const prices = usePriceBands();
  return (
    <CatalogueFrame title={title} lead={description}>
      <PriceButtons title="Shop By Price" prices={prices} />
      <S.Section aria-labelledby="shop-by-category">
        <S.SectionTitle id="shop-by-category">Shop By Category</S.SectionTitle>
        <CategoryTiles hrefFor={(slug) => `/category/${slug}`} />
      </S.Section>
      <S.Section aria-labelledby="all-products">
        <S.SectionTitle id="all-products">All Products</S.SectionTitle>
        <ProductListing
          scope={{}}
          options={SHOP_OPTIONS}
          list={{ id: 'shop', name: 'All Products' }}
        />
      </S.Section>
    </CatalogueFrame>
  );
}

/** /shop-cannabis-near-me/shop-by-price: the spec 9 price bands, then the categories. */
export function ShopByPrice() {
  const { title, description } = useRouteTitle('Shop By Price');
  const prices = usePriceBands();
  return (
    <CatalogueFrame title={title} lead={description}>
      <PriceButtons title="Choose a price range" prices={prices} />
      <S.Section aria-labelledby="or-by-category">
        <S.SectionTitle id="or-by-category">Or Shop By Category</S.SectionTitle>
        <CategoryTiles hrefFor={(slug) => `/category/${slug}`} />
      </S.Section>
    </CatalogueFrame>
  );
}
