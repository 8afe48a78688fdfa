import { Link } from 'react-router';
import styled from 'styled-components';
import { Slider } from '../../../ui/Slider';
import type { Loadable, TopBrand } from '../types';
import { Skeleton } from '../../../ui/Skeleton';
import { Section, SectionHead, SectionLink, SectionTitle } from './parts.styles';

/** Spec §9: the Top Brands carousel shows 3.2 slides, so the next one peeks in. */
export const TOP_BRANDS_PER_VIEW = 3.2;

const BrandLink = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Logo = styled.img`
  width: 100%;
  max-width: 84px;
  aspect-ratio: 1 / 1;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  object-fit: cover;
`;

const Monogram = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  max-width: 84px;
  aspect-ratio: 1 / 1;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Name = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-height: 1.3;
`;

const Placeholders = styled.div`
  display: flex;
  gap: 10px;
  overflow: hidden;
  & > * {
    flex: 0 0 calc((100% - 30px) / ${TOP_BRANDS_PER_VIEW});
  }
`;

const SkeletonSlide = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export type TopBrandsProps = {
  title: string;
  brands: Loadable<TopBrand>;
  /** "View All": /search/brands. */
  viewAllHref: string;
  /** A link was followed (the overlay closes). */
  onNavigate(): void;
};

/** "Top Brands" with "View All" (spec 2.8): a carousel of brand logos; nothing when there are none. */
export function TopBrands({ title, brands, viewAllHref, onNavigate }: TopBrandsProps) {
  if (!brands.loading && brands.items.length === 0) return null;
  return (
    <Section>
      <SectionHead>
        <SectionTitle>{title}</SectionTitle>
        <SectionLink to={viewAllHref} onClick={onNavigate}>
          View All
        </SectionLink>
      </SectionHead>
      {brands.loading ? (
        <Placeholders aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <SkeletonSlide key={index}>
              <Skeleton width={72} height={72} shape="pill" />
              <Skeleton width="70%" height={12} shape="text" />
            </SkeletonSlide>
          ))}
        </Placeholders>
      ) : (
        <Slider label={`${title} carousel`} slidesPerView={TOP_BRANDS_PER_VIEW} spaceBetween={10}>
          {brands.items.map((brand) => (
            <div key={brand.id || brand.href}>
              <BrandLink to={brand.href} onClick={onNavigate}>
                {brand.image ? (
                  <Logo src={brand.image} alt="" width={84} height={84} loading="lazy" />
                ) : (
                  <Monogram aria-hidden="true">{brand.name.charAt(0)}</Monogram>
                )}
                <Name>{brand.name}</Name>
              </BrandLink>
            </div>
          ))}
        </Slider>
      )}
    </Section>
  );
}
