import { Link } from 'react-router';
import styled from 'styled-components';
import { ScrollStrip } from '../../../ui/ScrollStrip';
import { HeaderIcons } from '../parts/HeaderIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import type { MobileHeaderCmsProps } from '../parts/MobileHeaderCms';
import { MobileStoreBar } from '../parts/MobileStoreBar';
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

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm}
    ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  & > a {
    margin-right: auto;
  }
`;

const Links = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

/* Soft filled pills: quieter than outlines, in keeping with the boutique desktop row. */
const Chip = styled(Link)`
  display: block;
  overflow: hidden;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
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
      <Top>
        <HeaderLogo logo={logo} />
        <SearchRevealButton reveal={search} />
        <HeaderIcons
          counts={counts}
          showNotifications
          showCart={false}
          onWishlist={props.onWishlist}
          onNotifications={props.onNotifications}
        />
      </Top>
      <SearchRevealPanel
        reveal={search}
        placeholder={searchPlaceholder}
        onSearch={props.onSearch}
      />
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
