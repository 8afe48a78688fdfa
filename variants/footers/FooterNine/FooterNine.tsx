/**
 * Footer Nine — card grid: the brand and each link group sit on their own rounded, tinted card
 * in a grid, with the deals card outlined in the CMS active colour. Friendly and app-like; for
 * retailers whose pages already use cards and who want the footer to match.
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
import { BrandCard, Cards, Legal, Root } from './FooterNine.styles';

export function FooterNine({
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
    <Root {...footerRootProps('nine', colors)}>
      <Cards>
        <BrandCard>
          <FooterLogo logo={logo} />
          <RichText sanitizedHtml={sanitizedSubtextHtml} />
          <SocialLinks links={social} />
        </BrandCard>
        <LinksColumn title={quickLinks.title} links={quickLinks.links} loading={headingsLoading} />
        <LinksColumn title={FOOTER_TEXT.shopHeading} links={shopLinks} loading={headingsLoading} />
        <TodaysDeals deals={todaysDeals} loading={headingsLoading} onDealSelect={onDealSelect} />
      </Cards>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <Legal>
        <small>{copyright}</small>
      </Legal>
    </Root>
  );
}
