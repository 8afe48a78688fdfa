import { Link } from 'react-router';
import styled from 'styled-components';
import { ScrollStrip } from '../../../ui/ScrollStrip';
import type { HeaderProps } from '../types';
import { HeaderIcons } from './HeaderIcons';
import { HeaderLogo } from './HeaderLogo';
import { MobileStoreBar } from './MobileStoreBar';
import { SearchBox } from './SearchBox';
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

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} 0
    ${({ theme }) => theme.space.lg};
`;

const Search = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.md};
`;

const Links = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Chip = styled(Link)`
  display: block;
  overflow: hidden;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
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
      <Top>
        <HeaderLogo logo={logo} />
        <HeaderIcons
          counts={counts}
          showNotifications
          showCart={false}
          onWishlist={props.onWishlist}
          onNotifications={props.onNotifications}
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
      {mobile.navLinks.length > 0 && (
        <Links>
          <ScrollStrip label="Shop links" perView={4} gap={10}>
            {mobile.navLinks.map((link) => (
              <Chip key={`${link.href}|${link.label}`} to={link.href} title={link.label}>
                {link.label}
              </Chip>
            ))}
          </ScrollStrip>
        </Links>
      )}
      {mobile.ticker && <Ticker ticker={mobile.ticker} />}
    </Root>
  );
}
