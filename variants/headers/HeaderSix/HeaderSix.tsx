/**
 * Header Six — "store-first": the order strip is the top row's primary element, a large store
 * card on the left ("Select a Store" as a filled call to action when none is chosen), with a
 * smaller logo, then search, account and icons, and the navigation bar below. For multi-location
 * retailers whose prices and stock depend on the store, so choosing it comes before anything else.
 * Below 1024 px the CMS mobile header keeps the same priority: the store card sits above search.
 */
import { AccountAndIcons } from '../parts/AccountAndIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import { NavBar } from '../parts/NavBar';
import { SearchBox } from '../parts/SearchBox';
import { Desktop, HeaderRoot } from '../parts/headerFrame';
import { navBarProps, searchBoxProps, storeAreaEvents } from '../parts/headerPartProps';
import type { HeaderProps } from '../types';
import { LogoCell, Mobile, TopRow } from './HeaderSix.styles';
import { StoreCard } from './StoreCard';

export function HeaderSix(props: HeaderProps) {
  const { logo, sticky, storeArea } = props;
  return (
    <HeaderRoot data-sticky={sticky} data-variant="six">
      <Mobile {...props} />
      <Desktop>
        <TopRow data-store-area={storeArea !== null}>
          <LogoCell>
            <HeaderLogo logo={logo} />
          </LogoCell>
          {storeArea && <StoreCard area={storeArea} layout="desktop" {...storeAreaEvents(props)} />}
          <SearchBox {...searchBoxProps(props)} />
          <AccountAndIcons {...props} />
        </TopRow>
        <NavBar {...navBarProps(props)} />
      </Desktop>
    </HeaderRoot>
  );
}
