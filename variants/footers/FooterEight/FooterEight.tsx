/**
 * Footer Eight — minimal with a legal bar: three quiet lists under small uppercase labels, the
 * subtext set as fine print beside them, and one bar carrying the small logo, the copyright and
 * the icons. Understated; for retailers who want the footer to recede behind the shop.
 */
import type { FooterProps } from '../types';
import {
  FOOTER_TEXT,
  FooterLogo,
  LinksColumn,
  SocialLinks,
  StoreCarousel,
  TodaysDeals,
  footerRootProps,
} from '../parts';
import { Bar, BarInner, FinePrint, Lists, Root } from './FooterEight.styles';

export function FooterEight({
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
    <Root {...footerRootProps('eight', colors)}>
      <Lists>
        <LinksColumn title={quickLinks.title} links={quickLinks.links} loading={headingsLoading} />
        <LinksColumn title={FOOTER_TEXT.shopHeading} links={shopLinks} loading={headingsLoading} />
        <TodaysDeals deals={todaysDeals} loading={headingsLoading} onDealSelect={onDealSelect} />
        <FinePrint sanitizedHtml={sanitizedSubtextHtml} />
      </Lists>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <Bar>
        <BarInner>
          <FooterLogo logo={logo} size="sm" />
          <small>{copyright}</small>
          <SocialLinks links={social} />
        </BarInner>
      </Bar>
    </Root>
  );
}
