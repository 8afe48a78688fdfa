/**
 * Footer One — the classic four columns: brand (logo, subtext, social icons) | Quick Links | Shop |
 * Today's Deals, then the optional store carousel band and a legal bar. The safe default for any
 * retailer; pick it when the footer should be a calm, complete site map rather than a brand moment.
 * This is the reference footer: the other nine copy its structure and reuse ../parts.
 */
import type { FooterProps } from '../types';
import {
  FOOTER_TEXT,
  FooterColumn,
  LinkList,
  RichText,
  SocialLinks,
  StoreCarousel,
  TodaysDeals,
  footerColorVars,
} from '../parts';
import {
  Brand,
  BrandText,
  Columns,
  LegalBar,
  LegalInner,
  LogoLink,
  Root,
} from './FooterOne.styles';

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
    <Root style={footerColorVars(colors)}>
      <Columns>
        <Brand>
          <BrandText>
            <LogoLink href="/">
              <img src={logo.src} alt={logo.alt} title={logo.title} height="48" />
            </LogoLink>
            <RichText sanitizedHtml={sanitizedSubtextHtml} />
          </BrandText>
          <SocialLinks links={social} />
        </Brand>
        <FooterColumn title={quickLinks.title} loading={headingsLoading}>
          <LinkList links={quickLinks.links} />
        </FooterColumn>
        <FooterColumn title={FOOTER_TEXT.shopHeading} loading={headingsLoading}>
          <LinkList links={shopLinks} />
        </FooterColumn>
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
