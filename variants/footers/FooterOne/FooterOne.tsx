/**
 * Footer One — the classic four columns: brand (logo, subtext, social icons) | Quick Links | Shop |
 * Today's Deals, then the optional store carousel band and a legal bar. The safe default for any
 * retailer; pick it when the footer should be a calm, complete site map rather than a brand moment.
 * This is the reference footer: the other nine copy its structure and reuse ../parts.
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
import { Brand, BrandText, Columns, LegalBar, LegalInner, Root } from './FooterOne.styles';

export function FooterOne({
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
    <Root {...footerRootProps('one', colors)}>
      <Columns>
        <Brand>
          <BrandText>
            <FooterLogo logo={logo} />
            <RichText sanitizedHtml={sanitizedSubtextHtml} />
          </BrandText>
          <SocialLinks links={social} />
        </Brand>
        <LinksColumn title={quickLinks.title} links={quickLinks.links} loading={headingsLoading} />
        <LinksColumn title={FOOTER_TEXT.shopHeading} links={shopLinks} loading={headingsLoading} />
        <TodaysDeals deals={todaysDeals} loading={headingsLoading} onDealSelect={onDealSelect} />
      </Columns>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <LegalBar>
        <LegalInner>
          <small>{copyright}</small>
        </LegalInner>
      </LegalBar>
    </Root>
  );
}
