import { useParams } from 'react-router';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useBrands } from '../../api/hooks';
import { brandHref } from '../../rules/slugify';
import { useShopPath } from '../../site/useShopPath';
import { brandTile } from '../../viewmodels/catalogue/brandTile';
import { brandSlug, findBrand } from '../../viewmodels/catalogue/productView';
import { DealCardList } from '../deals/DealCardList';
import { useDealsInScope } from '../deals/useDealsInScope';
import { BrandProducts } from './BrandShop';
import { CatalogueFrame } from './CatalogueFrame';
import * as S from './catalogue.styles';

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xxl};

  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
  }
  a {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** /brands/{x} ("Brand Details", spec 2.1): the brand, its deals (2.15 brand context), its products. */
export function BrandDetails() {
  const { brand: key = '' } = useParams();
  const shopPath = useShopPath();
  const brands = useBrands();
  const brand = findBrand(brands.data?.items ?? [], key);
  const deals = useDealsInScope({ brandIds: brand ? [brand.id] : [], ready: brand !== null });
  if (brand === null) return <BrandProducts brandKey={key} />;

  const name = brand.brandName || brand.name;
  return (
    <CatalogueFrame title={name}>
      <Intro>
        <img src={brandTile(brand, '').image} alt="" width="96" height="96" />
        <Link to={brandHref(shopPath, brand)}>Shop all {name} in the shop</Link>
      </Intro>
      {(deals.loading || deals.specials.length > 0) && (
        <S.Section aria-labelledby="brand-deals">
          <S.SectionTitle id="brand-deals">Deals from {name}</S.SectionTitle>
          <DealCardList
            specials={deals.specials}
            loading={deals.loading}
            context={{ page: 'brandDetail', brandId: brandSlug(brand) }}
            label={`Deals from ${name}`}
            slot="brand-deals"
          />
        </S.Section>
      )}
      <S.Section aria-labelledby="brand-products">
        <S.SectionTitle id="brand-products">Products</S.SectionTitle>
        <BrandProducts brandKey={key} withFrame={false} />
      </S.Section>
    </CatalogueFrame>
  );
}
