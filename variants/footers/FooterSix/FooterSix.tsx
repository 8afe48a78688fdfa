/**
 * Footer Six — split: a tinted brand panel runs from the left edge (logo, subtext, icons) and the
 * three link lists share the open right side; on tablet the panel becomes a full-width band. Two
 * clear halves, brand and navigation; for retailers with a longer brand message.
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
import { BrandPanel, Legal, LegalInner, Lists, Root, Split } from './FooterSix.styles';

export function FooterSix({
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
    <Root {...footerRootProps('six', colors)}>
      <Split>
        <BrandPanel>
          <FooterLogo logo={logo} />
          <RichText sanitizedHtml={sanitizedSubtextHtml} />
          <SocialLinks links={social} />
        </BrandPanel>
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
          <TodaysDeals deals={todaysDeals} loading={headingsLoading} onDealSelect={onDealSelect} />
        </Lists>
      </Split>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <Legal>
        <LegalInner>
          <small>{copyright}</small>
        </LegalInner>
      </Legal>
    </Root>
  );
}
