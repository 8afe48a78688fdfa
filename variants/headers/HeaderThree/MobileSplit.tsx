import styled from 'styled-components';
import type { MobileHeaderCmsProps } from '../parts/MobileHeaderCms';
import { MobileStoreBar } from '../parts/MobileStoreBar';
import { MobileTopRow } from '../parts/MobileTopRow';
import { ShopLink, ShopLinks } from '../parts/ShopLinks';
import { Ticker } from '../parts/Ticker';
import { SearchRevealButton, SearchRevealPanel, useSearchReveal } from './SearchReveal';

const Root = styled.div`
  background: ${({ theme }) => theme.color.surface};
  --logo-height: 34px;
  --logo-max-width: 150px;
  ${({ theme }) => theme.media.tablet} {
    --logo-height: 44px;
    --logo-max-width: 190px;
  }
`;

const Top = styled(MobileTopRow)`
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm}
    ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  & > a {
    margin-right: auto;
  }
`;

const Links = styled(ShopLinks)`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

/* Soft filled pills: quieter than outlines, in keeping with the boutique desktop row. */
const ShopChip = styled(ShopLink)`
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

/**
 * Header Three's CMS mobile content (spec 2.5): the store bar as a thin strip on top (as on
 * desktop), then the logo with the expanding "Search" button and the wishlist and notification
 * badges, the 4-per-view CMS link strip and the ticker. The cart lives in the sticky footer.
 */
export function MobileSplit(props: MobileHeaderCmsProps) {
  const { logo, storeArea, searchPlaceholder, counts, mobile, className } = props;
  const search = useSearchReveal();
  return (
    <Root className={className}>
      {storeArea && (
        <MobileStoreBar
          area={storeArea}
          onSelectStore={props.onSelectStore}
          onOpenStorePreference={props.onOpenStorePreference}
        />
      )}
      <Top
        logo={logo}
        counts={counts}
        onWishlist={props.onWishlist}
        onNotifications={props.onNotifications}
      >
        <SearchRevealButton reveal={search} />
      </Top>
      <SearchRevealPanel
        reveal={search}
        placeholder={searchPlaceholder}
        onSearch={props.onSearch}
      />
      <Links links={mobile.navLinks} Item={ShopChip} />
      {mobile.ticker && <Ticker ticker={mobile.ticker} />}
    </Root>
  );
}
