/**
 * Footer Seven — mega footer: big headings over wide link lists that flow into two columns, the
 * deals numbered, and the brand (logo, subtext, icons) moved to a closing row above the legal
 * line. Built for large catalogues and many quick links; the site map is the point.
 */
import type { FooterProps } from '../types';
import { BrandItems, FooterFrame, LinkGroups, TodaysDeals } from '../parts';
import { BrandRow, Mega, Root, Subtext } from './FooterSeven.styles';

export function FooterSeven(props: FooterProps) {
  const closing = (
    <BrandRow>
      <BrandItems {...props} Subtext={Subtext} />
    </BrandRow>
  );
  return (
    <FooterFrame design="seven" Root={Root} footer={props} closing={closing}>
      <Mega>
        <LinkGroups {...props} layout="columns" />
        <TodaysDeals {...props} />
      </Mega>
    </FooterFrame>
  );
}
