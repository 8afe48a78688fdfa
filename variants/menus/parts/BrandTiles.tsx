import styled from 'styled-components';
import type { MenuBrand } from '../types';
import { MenuAnchor } from './MenuAnchor';
import { Picture } from './Picture';
import { coverImage, PlainList } from './styles';

type BrandTilesProps = {
  brands: MenuBrand[];
  onNavigate?(href: string): void;
};

/* Four logos to a row: up to 8 brands (§9) make two even rows. */
const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
`;

const Tile = styled(MenuAnchor)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &:hover img,
  &:hover [aria-hidden='true'] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.brand};
  }
`;

/* Logos sit on white in a hairline ring, whatever colour their artwork brings. */
const Logo = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  ${coverImage}
  img {
    border-radius: inherit;
  }
`;

const Name = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.3;
  text-align: center;
  overflow-wrap: anywhere;
`;

/** Version Three's "Sponsored Brand" logos: square logo over a two-line name, four to a row. */
export function BrandTiles({ brands, onNavigate }: BrandTilesProps) {
  return (
    <Grid>
      {brands.map((brand, index) => (
        <li key={`${index}-${brand.href}`}>
          <Tile href={brand.href} onNavigate={onNavigate}>
            <Logo>
              <Picture src={brand.image} name={brand.name} />
            </Logo>
            <Name>{brand.name}</Name>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
