/**
 * Header Seven — "icon rail": a calm top row with the logo on the left and a rail of labelled
 * icon buttons on the right (Search, Store, Account, Wishlist, Cart; icons over small labels,
 * as in a mobile app's tab bar), and the navigation as a second row of understated text links
 * with an underline indicator, the order strip as a quiet caption at its end. For clean,
 * app-like storefronts whose product imagery should carry the page, not the chrome.
 * Search opens in a row under the rail; below 1024 px the same idea drives the CMS mobile header.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { BellIcon, CartIcon, HeartIcon, PinIcon, SearchIcon, StoreIcon } from '../../../ui/Icon';
import { countLabel } from '../parts/HeaderIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import { SearchBox } from '../parts/SearchBox';
import { Desktop } from '../parts/headerFrame';
import { navBarProps, searchBoxProps, storeAreaEvents } from '../parts/headerPartProps';
import type { HeaderProps } from '../types';
import {
  Mobile,
  NavRow,
  QuietNav,
  Rail,
  Root,
  SearchInner,
  SearchRow,
  TopRow,
} from './HeaderSeven.styles';
import { RailAccount } from './RailAccount';
import { RailBadge, RailButton, RailIcon, RailLabel } from './RailItem';
import { StoreCaption } from './StoreCaption';

export function HeaderSeven(props: HeaderProps) {
  const { logo, sticky, storeArea, account, counts } = props;
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const searchRowRef = useRef<HTMLDivElement | null>(null);
  const searchToggleRef = useRef<HTMLButtonElement | null>(null);

  // Opening search is a request to type: move focus into the field.
  useEffect(() => {
    if (searchOpen) searchRowRef.current?.querySelector('input')?.focus();
  }, [searchOpen]);

  const closeSearchOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    setSearchOpen(false);
    searchToggleRef.current?.focus();
  };

  const openStore =
    storeArea?.kind === 'selected' ? props.onOpenStorePreference : props.onSelectStore;

  return (
    <Root data-sticky={sticky} data-variant="seven">
      <Mobile {...props} />
      <Desktop>
        <TopRow>
          <HeaderLogo logo={logo} />
          <Rail>
            <RailButton
              ref={searchToggleRef}
              aria-expanded={searchOpen}
              aria-controls={searchId}
              onClick={() => setSearchOpen((open) => !open)}
            >
              <RailIcon>
                <SearchIcon size={22} />
              </RailIcon>
              <RailLabel>Search</RailLabel>
            </RailButton>
            {storeArea && (
              <RailButton disabled={storeArea.kind === 'loading'} onClick={openStore}>
                <RailIcon>
                  {storeArea.kind === 'selected' ? <PinIcon size={22} /> : <StoreIcon size={22} />}
                </RailIcon>
                <RailLabel>Store</RailLabel>
              </RailButton>
            )}
            <RailAccount
              account={account}
              onCreateList={props.onCreateList}
              onSignOut={props.onSignOut}
            />
            <RailButton
              aria-label={countLabel('Wishlist', counts.wishlist, 'item')}
              onClick={props.onWishlist}
            >
              <RailIcon>
                <HeartIcon size={22} />
              </RailIcon>
              <RailLabel>Wishlist</RailLabel>
              <RailBadge count={counts.wishlist} />
            </RailButton>
            {props.showNotifications && (
              <RailButton
                aria-label={countLabel('Notifications', counts.notifications, 'unseen', 'unseen')}
                onClick={props.onNotifications}
              >
                <RailIcon>
                  <BellIcon size={22} />
                </RailIcon>
                <RailLabel>Notifications</RailLabel>
                <RailBadge count={counts.notifications} />
              </RailButton>
            )}
            <RailButton
              aria-label={countLabel('Cart', counts.cart, 'item')}
              onClick={props.onOpenCart}
            >
              <RailIcon>
                <CartIcon size={22} />
              </RailIcon>
              <RailLabel>Cart</RailLabel>
              <RailBadge count={counts.cart} />
            </RailButton>
          </Rail>
        </TopRow>
        <SearchRow
          id={searchId}
          ref={searchRowRef}
          hidden={!searchOpen}
          onKeyDown={closeSearchOnEscape}
        >
          <SearchInner>
            <SearchBox {...searchBoxProps(props)} />
          </SearchInner>
        </SearchRow>
        <NavRow>
          <QuietNav {...navBarProps(props)} />
          {storeArea && <StoreCaption area={storeArea} {...storeAreaEvents(props)} />}
        </NavRow>
      </Desktop>
    </Root>
  );
}
