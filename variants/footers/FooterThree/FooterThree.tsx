/**
 * Footer Three — deals forward: a tinted band across the top puts Today's Deals first, as pill
 * links with a filled "Shop All Specials", open even on phones; the brand and the two link lists
 * sit quietly below. For promotion-driven retailers whose specials change daily.
 */
import type { FooterProps } from '../types';
import {
  FOOTER_TEXT,
  FooterLogo,
  LinksColumn,
  RichText,
  SocialLinks,
  StoreCarousel,
  TodaysDeals,
  footerRootProps,
} from '../parts';
import {
  Brand,
  DealsBand,
  DealsInner,
  Legal,
  LegalInner,
  Lists,
  Main,
  Root,
} from './FooterThree.styles';

export function FooterThree({
  logo,
  sanitizedSubtextHtml,
  social,
  quickLinks,
  shopLinks,
  todaysDeals,
  storeCarousel,
  colors,
  headingsLoading,
  copyright,
  onDealSelect,
}: FooterProps) {
  return (
    <Root {...footerRootProps('three', colors)}>
      <DealsBand>
        <DealsInner>
          <TodaysDeals
            deals={todaysDeals}
            loading={headingsLoading}
            onDealSelect={onDealSelect}
            layout="chips"
            collapsible={false}
          />
        </DealsInner>
      </DealsBand>
      <Main>
        <Brand>
          <FooterLogo logo={logo} />
          <RichText sanitizedHtml={sanitizedSubtextHtml} />
          <SocialLinks links={social} />
        </Brand>
        <Lists>
          <LinksColumn
            title={quickLinks.title}
            links={quickLinks.links}
            loading={headingsLoading}
          />
          <LinksColumn
            title={FOOTER_TEXT.shopHeading}
            links={shopLinks}
            loading={headingsLoading}
          />
        </Lists>
      </Main>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <Legal>
        <LegalInner>
          <small>{copyright}</small>
        </LegalInner>
      </Legal>
    </Root>
  );
}
