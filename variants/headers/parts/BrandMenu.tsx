import styled from 'styled-components';
import { Dropdown } from '../../../ui/Dropdown';
import { ChevronDownIcon } from '../../../ui/Icon';
import { cssVars } from '../../../ui/cssVars';
import type { HeaderBrandMenu } from '../types';
import { NavItemButton } from './navStyles';
import { PanelLink } from './panelStyles';

export type BrandMenuProps = {
  menu: HeaderBrandMenu;
  /** Below 1280 px, cap the trigger's label (ellipsis; the full label stays its accessible name)
   * for single rows where a long CMS brand label would push the other controls out. */
  labelMaxWidth?: number;
};

/* The cap is a custom property so the trigger's static styles stay one rule. */
const TriggerLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media (max-width: 1279.98px) {
    max-width: var(--brand-label-max, none);
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 120px);
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
`;

const Tile = styled(PanelLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  white-space: normal;
`;

const Logo = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const BrandName = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.25;
`;

const ShowAll = styled(PanelLink)`
  width: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 0 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The brand-label dropdown of spec 2.3: up to 6 brands, then "Show all {label}" → /sponsored-brand. */
export function BrandMenu({ menu, labelMaxWidth }: BrandMenuProps) {
  return (
    <Dropdown
      panelLabel={menu.label}
      renderTrigger={(props) => (
        <NavItemButton
          type="button"
          title={labelMaxWidth === undefined ? undefined : menu.label}
          style={
            labelMaxWidth === undefined
              ? undefined
              : cssVars({ '--brand-label-max': `${labelMaxWidth}px` })
          }
          {...props}
        >
          <TriggerLabel>{menu.label}</TriggerLabel>
          <ChevronDownIcon size={16} />
        </NavItemButton>
      )}
    >
      {menu.brands.length > 0 && (
        <Grid>
          {menu.brands.map((brand) => (
            <li key={brand.href}>
              <Tile to={brand.href}>
                <Logo aria-hidden="true">
                  {brand.image ? (
                    <img src={brand.image} alt="" width="56" height="56" loading="lazy" />
                  ) : (
                    brand.name.slice(0, 1).toUpperCase()
                  )}
                </Logo>
                <BrandName>{brand.name}</BrandName>
              </Tile>
            </li>
          ))}
        </Grid>
      )}
      <ShowAll to={menu.showAllHref}>Show all {menu.label}</ShowAll>
    </Dropdown>
  );
}
