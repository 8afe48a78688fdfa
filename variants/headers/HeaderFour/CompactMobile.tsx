import styled from 'styled-components';
import type { MobileHeaderCmsProps } from '../parts/MobileHeaderCms';
import { MobileStoreBar } from '../parts/MobileStoreBar';
import { MobileTopRow } from '../parts/MobileTopRow';
import { SearchBox } from '../parts/SearchBox';
import { ShopLink, ShopLinks } from '../parts/ShopLinks';
import { Ticker } from '../parts/Ticker';

const Root = styled.div`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/* Phones: logo and icons, search below. Tablets: one row, the search between them. */
const Top = styled(MobileTopRow)`
  display: grid;
  grid-template-areas: 'logo icons' 'search search';
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}
    ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  --logo-height: 28px;
  --logo-max-width: 120px;
  & > :first-child {
    grid-area: logo;
  }
  & > :last-child {
    grid-area: icons;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-areas: 'logo search icons';
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}
      ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  }
`;

const Search = styled(SearchBox)`
  grid-area: search;
  padding-right: ${({ theme }) => theme.space.sm};
  & input {
    height: 40px;
    text-overflow: ellipsis;
  }
  & button[type='submit'] {
    top: 4px;
    right: 12px;
    width: 32px;
    height: 32px;
  }
  ${({ theme }) => theme.media.tablet} {
    padding-right: 0;
    & button[type='submit'] {
      right: 4px;
    }
  }
`;

const Links = styled(ShopLinks)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

/* Flat tabs rather than outlined chips: the strip reads as part of the compact bar. */
const Tab = styled(ShopLink)`
  padding: 6px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

/**
 * Header Four's take on the CMS mobile content of spec 2.5: the same parts (logo, search,
 * wishlist and notification badges, store bar, 4-per-view link strip, ticker), packed tighter;
 * on tablets the search joins the logo row so the header stays one row plus the store bar.
 */
export function CompactMobile(props: MobileHeaderCmsProps) {
  const { logo, storeArea, searchPlaceholder, counts, mobile } = props;
  return (
    <Root>
      <Top
        logo={logo}
        counts={counts}
        onWishlist={props.onWishlist}
        onNotifications={props.onNotifications}
      >
        <Search placeholder={searchPlaceholder} onSearch={props.onSearch} />
      </Top>
      {storeArea && (
        <MobileStoreBar
          area={storeArea}
          onSelectStore={props.onSelectStore}
          onOpenStorePreference={props.onOpenStorePreference}
        />
      )}
      <Links links={mobile.navLinks} Item={Tab} gap={8} />
      {mobile.ticker && <Ticker ticker={mobile.ticker} />}
    </Root>
  );
}
