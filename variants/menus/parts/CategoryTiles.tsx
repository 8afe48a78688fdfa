import styled from 'styled-components';
import type { MenuCategory, MenuLink } from '../types';
import { ArrowRightIcon } from './icons';
import { MenuAnchor } from './MenuAnchor';
import { Monogram } from './Monogram';
import { PlainList } from './styles';

type CategoryTilesProps = {
  categories: MenuCategory[];
  /** Grid columns: 2 in Version One's drawer; other versions may ask for 3. */
  columns?: 2 | 3;
  /** A closing "Shop all" tile (Version Two's grid ends with it, 2.9). */
  shopAll?: MenuLink;
  onNavigate?(href: string): void;
};

/* Pulled out by the tiles' padding so the pictures line up with the section title. */
const Grid = styled(PlainList)`
  margin-inline: -${({ theme }) => theme.space.xs};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  &[data-columns='3'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled(MenuAnchor)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/* Square pictures: category art is square, and one shape keeps the grid calm. */
const Picture = styled.span`
  display: block;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Name = styled.span`
  padding-inline: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.3;
  text-align: center;
  overflow-wrap: anywhere;
  /* Three to a row leaves ~90 px per name: one size down keeps "Concentrates" whole. */
  [data-columns='3'] & {
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

/* The "Shop all" tile: same footprint as a category, a brand-tinted arrow instead of a picture. */
const ShopAllPicture = styled(Picture)`
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
`;

const ShopAllName = styled(Name)`
  color: ${({ theme }) => theme.color.brandStrong};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Category tiles (2.9 "Category Menu" with images): picture, or a monogram, above the name. */
export function CategoryTiles({
  categories,
  columns = 2,
  shopAll,
  onNavigate,
}: CategoryTilesProps) {
  return (
    <Grid data-columns={columns}>
      {categories.map((category, index) => (
        <li key={`${index}-${category.href}`}>
          <Tile href={category.href} onNavigate={onNavigate}>
            <Picture>
              {category.image ? (
                <Image src={category.image} alt="" />
              ) : (
                <Monogram name={category.name} />
              )}
            </Picture>
            <Name>{category.name}</Name>
          </Tile>
        </li>
      ))}
      {shopAll && (
        <li>
          <Tile href={shopAll.href} onNavigate={onNavigate}>
            <ShopAllPicture>
              <ArrowRightIcon size={28} />
            </ShopAllPicture>
            <ShopAllName>{shopAll.label}</ShopAllName>
          </Tile>
        </li>
      )}
    </Grid>
  );
}
