/**
 * Footer Nine — card grid: the brand and each link group sit on their own rounded, tinted card
 * in a grid, with the deals card outlined in the CMS active colour. Friendly and app-like; for
 * retailers whose pages already use cards and who want the footer to match.
 */
import type { FooterProps } from '../types';
import { BrandItems, FooterFrame, LegalNotices, LinkGroups, TodaysDeals } from '../parts';
import { BrandCard, Cards, Legal, Root } from './FooterNine.styles';

export function FooterNine(props: FooterProps) {
  const legal = (
    <Legal>
      <LegalNotices notices={props.notices} />
      <small>{props.copyright}</small>
    </Legal>
  );
  return (
    <FooterFrame design="nine" Root={Root} footer={props} legal={legal}>
      <Cards>
        <BrandCard>
          <BrandItems {...props} />
        </BrandCard>
        <LinkGroups {...props} />
        <TodaysDeals {...props} />
      </Cards>
    </FooterFrame>
  );
}
