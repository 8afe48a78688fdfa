import { Link } from 'react-router';
import styled from 'styled-components';
import { ScrollStrip } from '../../../ui/ScrollStrip';
import type { MobileHeaderCmsProps } from '../parts/MobileHeaderCms';
import { HeaderIcons } from '../parts/HeaderIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import { SearchBox } from '../parts/SearchBox';
import { Ticker } from '../parts/Ticker';
import { StoreCard } from './StoreCard';

const Root = styled.div`
  background: ${({ theme }) => theme.color.surface};
  --logo-height: 30px;
  --logo-max-width: 132px;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} 0
    ${({ theme }) => theme.space.lg};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    & > * {
      flex: 1 1 0;
      min-width: 0;
    }
  }
`;

const Links = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Chip = styled(Link)`
  display: block;
  overflow: hidden;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

/**
 * The CMS mobile header of spec 2.5 in store-first order: the store card comes before search,
 * so on a phone the shopper sees (or picks) their store first. Same content as MobileHeaderCms:
 * logo, wishlist and notification badges, search, store bar, 4-per-view links, ticker.
 * From 768 px the store card and search share one row.
 */
export function MobileStoreFirst(props: MobileHeaderCmsProps) {
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
      <Body>
        {storeArea && (
          <StoreCard
            area={storeArea}
            layout="mobile"
            onSelectStore={props.onSelectStore}
            onOpenStorePreference={props.onOpenStorePreference}
          />
        )}
        <SearchBox placeholder={searchPlaceholder} onSearch={props.onSearch} />
      </Body>
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
