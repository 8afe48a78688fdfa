import { Link } from 'react-router';
import styled from 'styled-components';
import { AdSlot } from '../shell/AdSlot';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { dealsPathFor } from '../routing/dealsPath';
import { useShopPath } from '../routing/useShopPath';
import { TodaysDealsSection } from '../viewmodels/deals';
import * as S from './frame/frame.styles';

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};

  a {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
`;

/** Home (/ and /homepage2): the site's name, a welcome and the three main ways in. */
export default function HomePage() {
  const { settings } = useSiteConfig();
  const shopPath = useShopPath();
  const name = settings.headerWidgetCmsData.logoTitle.trim();
  return (
    <S.Page>
      <title>{name || 'Home'}</title>
      <S.Title>{name || 'Welcome'}</S.Title>
      <S.Lead>Welcome! Browse the menu, today&apos;s deals and the brands we carry.</S.Lead>
      <Actions aria-label="Start shopping">
        <Link to={shopPath}>Shop</Link>
        <Link to={dealsPathFor(settings.appSettings.dealsVersion)}>Deals</Link>
        <Link to="/brands">Brands</Link>
      </Actions>
      <AdSlot name="home-banner" />
      <TodaysDealsSection />
    </S.Page>
  );
}
