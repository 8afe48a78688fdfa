/**
 * Header Four — the compact single row: hamburger, logo, brand and mega-menu triggers, CMS links
 * that overflow into "More", the store as a pill, a small search that widens while typing,
 * account and icons, all in one 64 px row. For retailers who want the most page space for
 * products; best with few nav links. Below 1024 px a tighter take on the CMS mobile content.
 */
import { useState } from 'react';
import { MenuIcon } from '../../../ui/Icon';
import { AccountAndIcons } from '../parts/AccountAndIcons';
import { BrandMenu } from '../parts/BrandMenu';
import { HeaderLogo } from '../parts/HeaderLogo';
import { megaMenusFor } from '../parts/megaMenuSample';
import { MegaMenuItem } from '../parts/NavDropdowns';
import { Desktop } from '../parts/headerFrame';
import { searchBoxProps, storeAreaEvents } from '../parts/headerPartProps';
import type { HeaderProps } from '../types';
import { CompactMobile } from './CompactMobile';
import {
  End,
  Menu,
  Nav,
  NavList,
  PillSlot,
  Root,
  Row,
  Search,
  SearchSlot,
} from './HeaderFour.styles';
import { PriorityLinks } from './PriorityLinks';
import { StorePill } from './StorePill';

export function HeaderFour(props: HeaderProps) {
  const { logo, sticky, storeArea, brandMenu } = props;
  // Focus inside the search widens it over the nav (see whileSearching in the styles).
  const [searching, setSearching] = useState(false);
  return (
    <Root data-sticky={sticky} data-variant="four">
      <CompactMobile {...props} />
      <Desktop>
        <Row data-searching={searching}>
          <Menu type="button" aria-label="Open menu" onClick={props.onOpenMenu}>
            <MenuIcon />
          </Menu>
          <HeaderLogo logo={logo} />
          <Nav aria-label="Main" aria-busy={props.navLoading}>
            <NavList>
              {brandMenu && (
                <li>
                  <BrandMenu menu={brandMenu} labelMaxWidth={128} />
                </li>
              )}
              {megaMenusFor(props.placeholderMenus).map((menu) => (
                <li key={menu.label}>
                  <MegaMenuItem menu={menu} />
                </li>
              ))}
              <PriorityLinks links={props.navLinks} loading={props.navLoading} />
            </NavList>
          </Nav>
          {storeArea && (
            <PillSlot>
              <StorePill area={storeArea} {...storeAreaEvents(props)} />
            </PillSlot>
          )}
          <SearchSlot
            onFocus={() => setSearching(true)}
            // A window losing focus blurs the field too, yet it stays focused (and wide) in it.
            onBlur={() => setSearching(!document.hasFocus())}
          >
            <Search {...searchBoxProps(props)} />
          </SearchSlot>
          <End>
            <AccountAndIcons {...props} compactBelowWide />
          </End>
        </Row>
      </Desktop>
    </Root>
  );
}
