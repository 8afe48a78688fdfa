/**
 * Footer Seven — mega footer: big headings over wide link lists that flow into two columns, the
 * deals numbered, and the brand (logo, subtext, icons) moved to a closing row above the legal
 * line. Built for large catalogues and many quick links; the site map is the point.
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
import { BrandRow, Legal, LegalInner, Mega, Root, Subtext } from './FooterSeven.styles';

export function FooterSeven({
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
    <Root {...footerRootProps('seven', colors)}>
      <Mega>
        <LinksColumn
          title={quickLinks.title}
          links={quickLinks.links}
          loading={headingsLoading}
          layout="columns"
        />
        <LinksColumn
          title={FOOTER_TEXT.shopHeading}
          links={shopLinks}
          loading={headingsLoading}
          layout="columns"
        />
        <TodaysDeals deals={todaysDeals} loading={headingsLoading} onDealSelect={onDealSelect} />
      </Mega>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <BrandRow>
        <FooterLogo logo={logo} />
        <Subtext sanitizedHtml={sanitizedSubtextHtml} />
        <SocialLinks links={social} />
      </BrandRow>
      <Legal>
        <LegalInner>
          <small>{copyright}</small>
        </LegalInner>
      </Legal>
    </Root>
  );
}
