import styled from 'styled-components';
import type { MenuCategory } from '../types';
import { MenuAnchor } from './MenuAnchor';
import { Picture } from './Picture';
import { coverImage, PlainList } from './styles';

type CategoryChipsProps = {
  categories: MenuCategory[];
  onNavigate?(href: string): void;
};

const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const CategoryTile = styled(MenuAnchor)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space.xs};
  padding-inline-end: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.25;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

const Thumb = styled.span`
  flex: none;
  width: 46px;
  height: 46px;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  ${coverImage}
`;

/** Version Four's "Shop you Categories": picture-and-name chips, two to a row. */
export function CategoryChips({ categories, onNavigate }: CategoryChipsProps) {
  return (
    <Grid>
      {categories.map((category, index) => (
        <li key={`${index}-${category.href}`}>
          <CategoryTile href={category.href} onNavigate={onNavigate}>
            <Thumb>
              <Picture src={category.image} name={category.name} />
            </Thumb>
            {category.name}
          </CategoryTile>
        </li>
      ))}
    </Grid>
  );
}
