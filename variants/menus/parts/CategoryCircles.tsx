import styled from 'styled-components';
import type { MenuCategory } from '../types';
import { MenuAnchor } from './MenuAnchor';
import { Picture } from './Picture';
import { BleedStrip, coverImage } from './styles';

type CategoryCirclesProps = {
  categories: MenuCategory[];
  /** The strip's accessible name: the section title. */
  label: string;
  onNavigate?(href: string): void;
};

const Item = styled(MenuAnchor)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &:hover > span:first-child {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.brand};
  }
`;

/* A ring of white between picture and outline, like a story avatar. */
const Circle = styled.span`
  display: block;
  width: 100%;
  max-width: 72px;
  aspect-ratio: 1;
  border-radius: 50%;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.color.surface};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.brandSoft};
  background: ${({ theme }) => theme.color.surfaceAlt};
  ${coverImage}
`;

/* One line: a name cut mid-word reads worse than one trimmed with an ellipsis. */
const Name = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.3;
  text-align: center;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** Version Three's "Shop your Categories": round pictures in a swipeable row, names below. */
export function CategoryCircles({ categories, label, onNavigate }: CategoryCirclesProps) {
  return (
    <BleedStrip label={label} perView={3.4} gap={10}>
      {categories.map((category, index) => (
        <Item key={`${index}-${category.href}`} href={category.href} onNavigate={onNavigate}>
          <Circle>
            <Picture src={category.image} name={category.name} />
          </Circle>
          <Name>{category.name}</Name>
        </Item>
      ))}
    </BleedStrip>
  );
}
