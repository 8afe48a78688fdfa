import styled from 'styled-components';
import type { MobileHeaderCmsProps } from '../parts/MobileHeaderCms';
import { MobileTopRow } from '../parts/MobileTopRow';
import { ShopLink, ShopLinks } from '../parts/ShopLinks';
import { Ticker } from '../parts/Ticker';
import { BandStoreArea } from './BandStoreArea';
import { Band, HeroSearch } from './HeaderFive.styles';

const Root = styled.div`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/* The logo sits on a light plate so that any logo stays legible on the dark band. */
const Top = styled(MobileTopRow)`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm} 0
    ${({ theme }) => theme.space.lg};
  --logo-height: 28px;
  --logo-max-width: 120px;
  & > a {
    padding: 4px 8px 4px 10px;
    background: ${({ theme }) => theme.color.surface};
  }
  & button:hover {
    background: rgba(255, 255, 255, 0.14);
  }
`;

const Search = styled(HeroSearch)`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  & input {
    height: 48px;
    padding-left: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & button[type='submit'] {
    top: 16px;
    right: 20px;
  }
`;

const Store = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.16);
`;

const Links = styled(ShopLinks)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.brandSoft};
`;

const ShopChip = styled(ShopLink)`
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brandStrong};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  &:hover {
    background: ${({ theme }) => theme.color.brandStrong};
    color: ${({ theme }) => theme.color.onBrand};
  }
`;

/**
 * Header Five's CMS mobile content (spec 2.5): the same parts as every mobile header (logo,
 * search, wishlist and notification badges, store bar, 4-per-view links, ticker), with logo,
 * search and store line on the dark band and the links on a light band below, like desktop.
 */
export function BandMobile(props: MobileHeaderCmsProps) {
  const { logo, storeArea, searchPlaceholder, counts, mobile } = props;
  return (
    <Root>
      <Band>
        <Top
          logo={logo}
          counts={counts}
          onWishlist={props.onWishlist}
          onNotifications={props.onNotifications}
        />
        <Search placeholder={searchPlaceholder} onSearch={props.onSearch} />
        {storeArea && (
          <Store>
            <BandStoreArea
              area={storeArea}
              wording="bar"
              onSelectStore={props.onSelectStore}
              onOpenStorePreference={props.onOpenStorePreference}
            />
          </Store>
        )}
      </Band>
      <Links links={mobile.navLinks} Item={ShopChip} />
      {mobile.ticker && <Ticker ticker={mobile.ticker} />}
    </Root>
  );
}
