/**
 * Header One — the classic two-row header: logo, store area, search, account and icons on top,
 * a full-width navigation bar below. The safe default for most retailers: everything one click
 * away, with the store and order type always visible. Below 1024 px it shows the CMS mobile header.
 */
import { AccountAndIcons } from '../parts/AccountAndIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import { NavBar } from '../parts/NavBar';
import { SearchBox } from '../parts/SearchBox';
import { StoreArea } from '../parts/StoreArea';
import { Desktop, HeaderRoot } from '../parts/headerFrame';
import { navBarProps, searchBoxProps, storeAreaEvents } from '../parts/headerPartProps';
import type { HeaderProps } from '../types';
import { Mobile, TopRow } from './HeaderOne.styles';

export function HeaderOne(props: HeaderProps) {
  const { logo, sticky, storeArea } = props;
  return (
    <HeaderRoot data-sticky={sticky} data-variant="one">
      <Mobile {...props} />
      <Desktop>
        <TopRow data-store-area={storeArea !== null}>
          <HeaderLogo logo={logo} />
          {storeArea && <StoreArea area={storeArea} {...storeAreaEvents(props)} />}
          <SearchBox {...searchBoxProps(props)} />
          <AccountAndIcons {...props} />
        </TopRow>
        <NavBar {...navBarProps(props)} />
      </Desktop>
    </HeaderRoot>
  );
}
