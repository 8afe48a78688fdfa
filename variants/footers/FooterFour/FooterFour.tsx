/**
 * Footer Four — brand band: a deeper band carries an oversized logo beside the subtext in a
 * larger type size, social icons at its end; the three link lists follow in even columns on the
 * CMS background. For retailers whose brand and story should close every page.
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
import { Band, BandInner, Columns, Legal, LegalInner, Root, Story } from './FooterFour.styles';

export function FooterFour({
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
    <Root {...footerRootProps('four', colors)}>
      <Band>
        <BandInner>
          <FooterLogo logo={logo} size="lg" />
          <Story sanitizedHtml={sanitizedSubtextHtml} />
          <SocialLinks links={social} />
        </BandInner>
      </Band>
      <Columns>
        <LinksColumn title={quickLinks.title} links={quickLinks.links} loading={headingsLoading} />
        <LinksColumn title={FOOTER_TEXT.shopHeading} links={shopLinks} loading={headingsLoading} />
        <TodaysDeals deals={todaysDeals} loading={headingsLoading} onDealSelect={onDealSelect} />
      </Columns>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <Legal>
        <LegalInner>
          <small>{copyright}</small>
        </LegalInner>
      </Legal>
    </Root>
  );
}
