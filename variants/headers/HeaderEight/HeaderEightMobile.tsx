import styled from 'styled-components';
import { Ticker } from '../parts/Ticker';
import type { MobileHeaderCmsProps } from '../parts/MobileHeaderCms';
import { MobileTopRow } from '../parts/MobileTopRow';
import { ShopLink, ShopLinks } from '../parts/ShopLinks';
import { EditorialSearch } from './EditorialSearch';
import { StoreLine } from './StoreLine';

const Root = styled.div`
  background: ${({ theme }) => theme.color.surface};
`;

/* 1fr | logo | 1fr keeps the logo on the true centre whatever the icons weigh. */
const Masthead = styled(MobileTopRow)`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.xs};
  /* Tight sides: the 44 px icon buttons carry their own air, and the logo gets the width. */
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm} 0;
  --logo-height: 42px;
  --logo-max-width: 180px;
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl} 0;
    --logo-height: 48px;
    --logo-max-width: 220px;
  }
  & > a {
    grid-column: 2;
  }
  & > div {
    grid-column: 3;
    justify-self: end;
  }
`;

const Search = styled.div`
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.md};
`;

const Links = styled(ShopLinks)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  }
`;

/* Square hairline tabs with spaced capitals: the mobile echo of the desktop letterforms. */
const Tab = styled(ShopLink)`
  padding: 10px ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.6875rem;
  letter-spacing: 0.12em;
  line-height: 1.2;
  text-transform: uppercase;
  &:hover {
    border-color: ${({ theme }) => theme.color.ink};
  }
`;

/**
 * Header Eight below 1024 px: the CMS mobile content of 2.5 in the same editorial order as the
 * desktop — store line on top, centred logo with the wishlist and notification badges, an
 * underlined search, a 4-per-view strip of CMS links and the ticker. The cart lives in the
 * sticky footer, as in every mobile CMS header.
 */
export function HeaderEightMobile(props: MobileHeaderCmsProps) {
  const { logo, storeArea, searchPlaceholder, counts, mobile, className } = props;
  return (
    <Root className={className}>
      {storeArea && (
        <StoreLine
          area={storeArea}
          wording="mobile"
          onSelectStore={props.onSelectStore}
          onOpenStorePreference={props.onOpenStorePreference}
        />
      )}
      <Masthead
        logo={logo}
        counts={counts}
        onWishlist={props.onWishlist}
        onNotifications={props.onNotifications}
      />
      <Search>
        <EditorialSearch placeholder={searchPlaceholder} onSearch={props.onSearch} />
      </Search>
      <Links links={mobile.navLinks} Item={Tab} gap={8} />
      {mobile.ticker && <Ticker ticker={mobile.ticker} />}
    </Root>
  );
}
