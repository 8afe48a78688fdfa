import styled from 'styled-components';
import { BellIcon, HeartIcon } from '../../../ui/Icon';
import { IconButton } from '../../../ui/IconButton';
import { countLabel } from '../parts/HeaderIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import type { MobileHeaderCmsProps } from '../parts/MobileHeaderCms';
import { MobileStoreBar } from '../parts/MobileStoreBar';
import { SearchBox } from '../parts/SearchBox';
import { ShopLink, ShopLinks } from '../parts/ShopLinks';
import { Ticker } from '../parts/Ticker';

const MAX = 99;

const Root = styled.div`
  background: ${({ theme }) => theme.color.surface};
  --logo-height: 40px;
  --logo-max-width: 170px;
  ${({ theme }) => theme.media.tablet} {
    --logo-height: 48px;
    --logo-max-width: 200px;
  }
`;

/* Wishlist and notifications flank the logo so it stays on the centre line, as on desktop. */
const Top = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} 0;
  & > :last-child {
    justify-self: end;
  }
  img {
    object-position: center;
  }
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl} 0;
  }
`;

const Search = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    padding-inline: calc((100% - 560px) / 2);
  }
`;

const Links = styled(ShopLinks)`
  padding: 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.tablet} {
    padding-inline: calc((100% - 560px) / 2);
  }
`;

/* Tabs rather than pills: the same uppercase, underlined voice as the desktop navigation row. */
const Tab = styled(ShopLink)`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  &:hover {
    color: ${({ theme }) => theme.color.brandStrong};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.brand};
  }
`;

/**
 * Header Two's CMS mobile content (spec 2.5): centred logo between the wishlist and notification
 * badges, search, store bar, a 4-per-view tab strip of CMS links and the ticker. As in every
 * mobile header the notifications icon is always shown and the cart lives in the sticky footer.
 */
export function MobileCentred(props: MobileHeaderCmsProps) {
  const { logo, storeArea, searchPlaceholder, counts, mobile, className } = props;
  return (
    <Root className={className}>
      <Top>
        <IconButton
          aria-label={countLabel('Wishlist', counts.wishlist, 'item')}
          icon={<HeartIcon size={22} />}
          count={counts.wishlist}
          max={MAX}
          onClick={props.onWishlist}
        />
        <HeaderLogo logo={logo} />
        <IconButton
          aria-label={countLabel('Notifications', counts.notifications, 'unseen', 'unseen')}
          icon={<BellIcon size={22} />}
          count={counts.notifications}
          max={MAX}
          onClick={props.onNotifications}
        />
      </Top>
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
      <Links links={mobile.navLinks} Item={Tab} />
      {mobile.ticker && <Ticker ticker={mobile.ticker} />}
    </Root>
  );
}
