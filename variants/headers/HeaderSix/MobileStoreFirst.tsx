import styled from 'styled-components';
import type { MobileHeaderCmsProps } from '../parts/MobileHeaderCms';
import { MobileTopRow } from '../parts/MobileTopRow';
import { SearchBox } from '../parts/SearchBox';
import { ShopLink, ShopLinks } from '../parts/ShopLinks';
import { Ticker } from '../parts/Ticker';
import { StoreCard } from './StoreCard';

const Root = styled.div`
  background: ${({ theme }) => theme.color.surface};
  --logo-height: 30px;
  --logo-max-width: 132px;
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

const Links = styled(ShopLinks)`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const ShopChip = styled(ShopLink)`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
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
      <MobileTopRow
        logo={logo}
        counts={counts}
        onWishlist={props.onWishlist}
        onNotifications={props.onNotifications}
      />
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
      <Links links={mobile.navLinks} Item={ShopChip} />
      {mobile.ticker && <Ticker ticker={mobile.ticker} />}
    </Root>
  );
}
