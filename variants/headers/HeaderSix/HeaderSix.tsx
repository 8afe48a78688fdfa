/**
 * Header Six — "store-first": the order strip is the top row's primary element, a large store
 * card on the left ("Select a Store" as a filled call to action when none is chosen), with a
 * smaller logo, then search, account and icons, and the navigation bar below. For multi-location
 * retailers whose prices and stock depend on the store, so choosing it comes before anything else.
 * Below 1024 px the CMS mobile header keeps the same priority: the store card sits above search.
 */
import { AccountMenu } from '../parts/AccountMenu';
import { HeaderIcons } from '../parts/HeaderIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import { NavBar } from '../parts/NavBar';
import { SearchBox } from '../parts/SearchBox';
import type { HeaderProps } from '../types';
import { Desktop, LogoCell, Mobile, Root, TopRow } from './HeaderSix.styles';
import { StoreCard } from './StoreCard';

export function HeaderSix(props: HeaderProps) {
  const { logo, sticky, storeArea, account, counts } = props;
  return (
    <Root data-sticky={sticky} data-variant="six">
      <Mobile {...props} />
      <Desktop>
        <TopRow data-store-area={storeArea !== null}>
          <LogoCell>
            <HeaderLogo logo={logo} />
          </LogoCell>
          {storeArea && (
            <StoreCard
              area={storeArea}
              layout="desktop"
              onSelectStore={props.onSelectStore}
              onOpenStorePreference={props.onOpenStorePreference}
            />
          )}
          <SearchBox
            placeholder={props.searchPlaceholder}
            onSearch={props.onSearch}
            suggestions={props.desktopSearch}
          />
          <AccountMenu
            account={account}
            onCreateList={props.onCreateList}
            onSignOut={props.onSignOut}
          />
          <HeaderIcons
            counts={counts}
            showNotifications={props.showNotifications}
            onWishlist={props.onWishlist}
            onNotifications={props.onNotifications}
            onOpenCart={props.onOpenCart}
          />
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
