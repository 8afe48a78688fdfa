/**
 * Footer Five — compact index: a slim brand row (small logo, subtext, icons), then each link group
 * as one ruled row, its heading in a narrow label column and its links running inline. The least
 * height for the most links; for catalogue-heavy retailers with long category lists.
 */
import type { FooterProps } from '../types';
import { BrandItems, FooterFrame, LegalNotices, LinkGroups, TodaysDeals } from '../parts';
import { BrandRow, Index, Legal, Root, Subtext } from './FooterFive.styles';

export function FooterFive(props: FooterProps) {
  const legal = (
    <Legal>
      <LegalNotices notices={props.notices} />
      <small>{props.copyright}</small>
    </Legal>
  );
  return (
    <FooterFrame design="five" Root={Root} footer={props} legal={legal}>
      <BrandRow>
        <BrandItems {...props} logoSize="sm" Subtext={Subtext} />
      </BrandRow>
      <Index>
        <LinkGroups {...props} layout="inline" />
        <TodaysDeals {...props} layout="inline" />
      </Index>
    </FooterFrame>
  );
}
