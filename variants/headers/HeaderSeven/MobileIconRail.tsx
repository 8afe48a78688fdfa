import styled from 'styled-components';
import { BellIcon, HeartIcon } from '../../../ui/Icon';
import { countLabel } from '../parts/HeaderIcons';
import type { MobileHeaderCmsProps } from '../parts/MobileHeaderCms';
import { HeaderLogo } from '../parts/HeaderLogo';
import { MobileStoreBar } from '../parts/MobileStoreBar';
import { SearchBox } from '../parts/SearchBox';
import { ShopLink, ShopLinks } from '../parts/ShopLinks';
import { Ticker } from '../parts/Ticker';
import { RailBadge, RailButton, RailIcon, RailLabel } from './RailItem';

const Root = styled.div`
  background: ${({ theme }) => theme.color.surface};
  --logo-height: 32px;
  --logo-max-width: 140px;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} 0
    ${({ theme }) => theme.space.lg};
`;

const Rail = styled.div`
  display: flex;
  align-items: flex-start;
`;

const Search = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.md};
`;

const Links = styled(ShopLinks)`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

/* Text tabs, like the desktop row: quiet labels with a brand underline on hover and focus. */
const Tab = styled(ShopLink)`
  position: relative;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &::after {
    content: '';
    position: absolute;
    right: 25%;
    bottom: 0;
    left: 25%;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.brand};
    transform: scaleX(0);
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.color.ink};
  }
  &:hover::after,
  &:focus-visible::after {
    transform: scaleX(1);
  }
`;

/**
 * The CMS mobile header of spec 2.5 in the icon-rail style: logo with labelled wishlist and
 * notification buttons, search, the store bar, the 4-per-view CMS links as underlined text tabs,
 * and the ticker. The notifications icon is always shown on mobile (2.5); the cart stays with
 * the sticky footer, as in the shared mobile header.
 */
export function MobileIconRail(props: MobileHeaderCmsProps) {
  const { logo, storeArea, searchPlaceholder, counts, mobile, className } = props;
  return (
    <Root className={className}>
      <Top>
        <HeaderLogo logo={logo} />
        <Rail>
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
        </Rail>
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
