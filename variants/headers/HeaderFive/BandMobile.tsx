import { Link } from 'react-router';
import styled from 'styled-components';
import { ScrollStrip } from '../../../ui/ScrollStrip';
import { HeaderIcons } from '../parts/HeaderIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import type { MobileHeaderCmsProps } from '../parts/MobileHeaderCms';
import { Ticker } from '../parts/Ticker';
import { BandStoreArea } from './BandStoreArea';
import { Band, BandIcons, HeroSearch } from './HeaderFive.styles';

const Root = styled.div`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm} 0
    ${({ theme }) => theme.space.lg};
`;

const Plate = styled.div`
  display: inline-flex;
  padding: 4px 8px 4px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  --logo-height: 28px;
  --logo-max-width: 120px;
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

const Links = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.brandSoft};
`;

const Chip = styled(Link)`
  display: block;
  overflow: hidden;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
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
        <Top>
          <Plate>
            <HeaderLogo logo={logo} />
          </Plate>
          <BandIcons>
            <HeaderIcons
              counts={counts}
              showNotifications
              showCart={false}
              onWishlist={props.onWishlist}
              onNotifications={props.onNotifications}
            />
          </BandIcons>
        </Top>
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
