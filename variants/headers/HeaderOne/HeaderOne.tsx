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
import type { HeaderProps } from '../types';
import { Desktop, Mobile, Root, TopRow } from './HeaderOne.styles';

export function HeaderOne(props: HeaderProps) {
  const { logo, sticky, storeArea } = props;
  return (
    <Root data-sticky={sticky} data-variant="one">
      <Mobile {...props} />
      <Desktop>
        <TopRow data-store-area={storeArea !== null}>
          <HeaderLogo logo={logo} />
          {storeArea && (
            <StoreArea
              area={storeArea}
              onSelectStore={props.onSelectStore}
              onOpenStorePreference={props.onOpenStorePreference}
            />
          )}
          <SearchBox
            placeholder={props.searchPlaceholder}
            onSearch={props.onSearch}
            suggestions={props.desktopSearch}
          />
          <AccountAndIcons {...props} />
        </TopRow>
        <NavBar
          brandMenu={props.brandMenu}
          links={props.navLinks}
          loading={props.navLoading}
          onOpenMenu={props.onOpenMenu}
        />
      </Desktop>
    </Root>
  );
}
