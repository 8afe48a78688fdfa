/**
 * Footer Ten — stores first, ruled columns: an accent rule in the CMS active colour tops the
 * footer, the store carousel (when shown) leads, and the link lists come before the brand, each
 * column divided by a hairline and its links marked with chevrons. For multi-store chains that
 * want shoppers to find a location before anything else.
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
import { Brand, Columns, Legal, LegalInner, Root } from './FooterTen.styles';

export function FooterTen({
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
    <Root {...footerRootProps('ten', colors)}>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <Columns>
        <LinksColumn title={quickLinks.title} links={quickLinks.links} loading={headingsLoading} />
        <LinksColumn title={FOOTER_TEXT.shopHeading} links={shopLinks} loading={headingsLoading} />
        <TodaysDeals deals={todaysDeals} loading={headingsLoading} onDealSelect={onDealSelect} />
        <Brand>
          <FooterLogo logo={logo} />
          <RichText sanitizedHtml={sanitizedSubtextHtml} />
          <SocialLinks links={social} />
        </Brand>
      </Columns>
      <Legal>
        <LegalInner>
          <small>{copyright}</small>
        </LegalInner>
      </Legal>
    </Root>
  );
}
