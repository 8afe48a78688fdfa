import styled from 'styled-components';
import { ChevronRightIcon } from '../../../ui/Icon';
import type { MenuCategory, MenuLink } from '../types';
import { ArrowRightIcon } from './icons';
import { MenuAnchor } from './MenuAnchor';
import { Picture } from './Picture';
import { coverImage, FlushList, RowLabel, rowStyles } from './styles';

type CategoryRowsProps = {
  categories: MenuCategory[];
  /** A leading "Shop all" row. */
  shopAll?: MenuLink;
  onNavigate?(href: string): void;
};

const Row = styled(MenuAnchor)`
  ${rowStyles}
`;

const Thumb = styled.span`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  ${coverImage}
`;

const ShopAllThumb = styled(Thumb)`
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
`;

const Chevron = styled(ChevronRightIcon)`
  flex: none;
  color: ${({ theme }) => theme.color.inkSubtle};
`;

/** The category list (2.9 Version Four's Shop tab): thumbnail, name and a chevron per row. */
export function CategoryRows({ categories, shopAll, onNavigate }: CategoryRowsProps) {
  return (
    <FlushList>
      {shopAll && (
        <li>
          <Row href={shopAll.href} onNavigate={onNavigate}>
            <ShopAllThumb>
              <ArrowRightIcon />
            </ShopAllThumb>
            <RowLabel>{shopAll.label}</RowLabel>
            <Chevron />
          </Row>
        </li>
      )}
      {categories.map((category, index) => (
        <li key={`${index}-${category.href}`}>
          <Row href={category.href} onNavigate={onNavigate}>
            <Thumb>
              <Picture src={category.image} name={category.name} />
            </Thumb>
            <RowLabel>{category.name}</RowLabel>
            <Chevron />
          </Row>
        </li>
      ))}
    </FlushList>
  );
}
