/**
 * Footer Two — centred stack: logo, subtext and social icons centred on one axis, then each link
 * group as its own centred row of inline links, and a centred legal line. Symmetric and airy; for
 * boutique retailers with a short site map whose logo and message should lead.
 */
import type { FooterProps } from '../types';
import {
  FOOTER_TEXT,
  FooterLogo,
  LinksColumn,
  StoreCarousel,
  TodaysDeals,
  footerRootProps,
} from '../parts';
import { Brand, Groups, Legal, Root, Social, Subtext } from './FooterTwo.styles';

export function FooterTwo({
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
    <Root {...footerRootProps('two', colors)}>
      <Brand>
        <FooterLogo logo={logo} size="lg" />
        <Subtext sanitizedHtml={sanitizedSubtextHtml} />
        <Social links={social} />
      </Brand>
      <Groups>
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
      </Groups>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <Legal>
        <small>{copyright}</small>
      </Legal>
    </Root>
  );
}
