import styled from 'styled-components';
import { Dropdown } from '../../../ui/Dropdown';
import { ChevronDownIcon } from '../../../ui/Icon';
import type { HeaderNavLink } from '../types';
import type { MegaMenu } from './megaMenuSample';
import { NavItemButton, NavItemLink } from './navStyles';
import { PanelHeading, PanelLink, PanelList, PanelSection } from './panelStyles';

const Column = styled(PanelSection)`
  min-width: 180px;
  & + & {
    border-top: 0;
  }
`;

const MegaGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

/** A CMS link: plain when it has no subLinks, otherwise a hover dropdown (spec 2.3). */
export function NavLinkItem({ link }: { link: HeaderNavLink }) {
  if (link.subLinks.length === 0) return <NavItemLink to={link.href}>{link.label}</NavItemLink>;
  // The parent stays a real link to its own page; hover, focus or ArrowDown reveal the sub-links.
  return (
    <Dropdown
      panelLabel={link.label}
      renderTrigger={(props) => (
        <NavItemLink to={link.href} {...props}>
          {link.label}
          <ChevronDownIcon size={16} />
        </NavItemLink>
      )}
    >
      <PanelSection as="div">
        <PanelList>
          {link.subLinks.map((sub) => (
            <li key={`${sub.href}|${sub.label}`}>
              <PanelLink to={sub.href}>{sub.label}</PanelLink>
            </li>
          ))}
        </PanelList>
      </PanelSection>
    </Dropdown>
  );
}

/** The placeholder mega-menu: a full-width panel of fixed sample columns (spec 2.3). */
export function MegaMenuItem({ menu }: { menu: MegaMenu }) {
  return (
    <Dropdown
      placement="full"
      panelLabel={menu.label}
      renderTrigger={(props) => (
        <NavItemButton type="button" {...props}>
          {menu.label}
          <ChevronDownIcon size={16} />
        </NavItemButton>
      )}
    >
      <MegaGrid>
        {menu.columns.map((column) => (
          <Column key={column.heading} as="div">
            <PanelHeading as="p">{column.heading}</PanelHeading>
            <PanelList>
              {column.links.map((link) => (
                <li key={link.label}>
                  <PanelLink to={link.href}>{link.label}</PanelLink>
                </li>
              ))}
            </PanelList>
          </Column>
        ))}
      </MegaGrid>
    </Dropdown>
  );
}
