import styled from 'styled-components';
import type { HeaderProps } from '../types';
import { MobileStoreBar } from './MobileStoreBar';
import { MobileTopRow } from './MobileTopRow';
import { SearchBox } from './SearchBox';
import { ShopLink, ShopLinks } from './ShopLinks';
import { Ticker } from './Ticker';

export type MobileHeaderCmsProps = Pick<
  HeaderProps,
  | 'logo'
  | 'storeArea'
  | 'searchPlaceholder'
  | 'counts'
  | 'mobile'
  | 'onSearch'
  | 'onWishlist'
  | 'onNotifications'
  | 'onSelectStore'
  | 'onOpenStorePreference'
> & { className?: string };

const Root = styled.div`
  background: ${({ theme }) => theme.color.surface};
  --logo-height: 32px;
  --logo-max-width: 140px;
`;

const Search = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.md};
`;

const Links = styled(ShopLinks)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const ShopChip = styled(ShopLink)`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

/**
 * The mobile "CMS header content" of spec 2.5: logo, wishlist and notification badges, search,
 * store bar, a 4-per-view slider of CMS links and the ticker. Shared by every header variant.
 * Unlike desktop, the notifications icon is always there (2.5); for guests the engine answers
 * onNotifications with the sign-in-required modal (6). The cart lives in the sticky footer.
 */
export function MobileHeaderCms(props: MobileHeaderCmsProps) {
  const { logo, storeArea, searchPlaceholder, counts, mobile, className } = props;
  return (
    <Root className={className}>
      <MobileTopRow
        logo={logo}
        counts={counts}
        onWishlist={props.onWishlist}
        onNotifications={props.onNotifications}
      />
      <Search>
        <SearchBox placeholder={searchPlaceholder} onSearch={props.onSearch} />
      </Search>
      {storeArea && (
        <MobileStoreBar
          area={storeArea}
          onSelectStore={props.onSelectStore}
          onOpenStorePreference={props.onOpenStorePreference}
        />
      )}
      <Links links={mobile.navLinks} Item={ShopChip} />
      {mobile.ticker && <Ticker ticker={mobile.ticker} />}
    </Root>
  );
}
