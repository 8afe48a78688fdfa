/**
 * Footer Seven — mega footer: big headings over wide link lists that flow into two columns, the
 * deals numbered, and the brand (logo, subtext, icons) moved to a closing row above the legal
 * line. Built for large catalogues and many quick links; the site map is the point.
 */
import type { FooterProps } from '../types';
import {
  BrandItems,
  LegalBand,
  LinkGroups,
  StoreCarousel,
  TodaysDeals,
  footerRootProps,
} from '../parts';
import { BrandRow, Mega, Root, Subtext } from './FooterSeven.styles';

export function FooterSeven(props: FooterProps) {
  const { storeCarousel, colors, copyright } = props;
  return (
    <Root {...footerRootProps('seven', colors)}>
      <Mega>
        <LinkGroups {...props} layout="columns" />
        <TodaysDeals {...props} />
      </Mega>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <BrandRow>
        <BrandItems {...props} Subtext={Subtext} />
      </BrandRow>
      <LegalBand copyright={copyright} />
    </Root>
  );
}
