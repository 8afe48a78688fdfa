/**
 * Footer Five — compact index: a slim brand row (small logo, subtext, icons), then each link group
 * as one ruled row, its heading in a narrow label column and its links running inline. The least
 * height for the most links; for catalogue-heavy retailers with long category lists.
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
import { BrandRow, Index, Legal, Root, Subtext } from './FooterFive.styles';

export function FooterFive({
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
    <Root {...footerRootProps('five', colors)}>
      <BrandRow>
        <FooterLogo logo={logo} size="sm" />
        <Subtext sanitizedHtml={sanitizedSubtextHtml} />
        <SocialLinks links={social} />
      </BrandRow>
      <Index>
        <LinksColumn
          title={quickLinks.title}
          links={quickLinks.links}
          loading={headingsLoading}
          layout="inline"
        />
        <LinksColumn
          title={FOOTER_TEXT.shopHeading}
          links={shopLinks}
          loading={headingsLoading}
          layout="inline"
        />
        <TodaysDeals
          deals={todaysDeals}
          loading={headingsLoading}
          onDealSelect={onDealSelect}
          layout="inline"
        />
      </Index>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <Legal>
        <small>{copyright}</small>
      </Legal>
    </Root>
  );
}
