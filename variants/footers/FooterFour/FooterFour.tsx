/**
 * Footer Four — brand band: a deeper band carries an oversized logo beside the subtext in a
 * larger type size, social icons at its end; the three link lists follow in even columns on the
 * CMS background. For retailers whose brand and story should close every page.
 */
import type { FooterProps } from '../types';
import { BrandItems, FooterFrame, LinkGroups, TodaysDeals } from '../parts';
import { Band, BandInner, Columns, Root, Story } from './FooterFour.styles';

export function FooterFour(props: FooterProps) {
  return (
    <FooterFrame design="four" Root={Root} footer={props}>
      <Band>
        <BandInner>
          <BrandItems {...props} logoSize="lg" Subtext={Story} />
        </BandInner>
      </Band>
      <Columns>
        <LinkGroups {...props} />
        <TodaysDeals {...props} />
      </Columns>
    </FooterFrame>
  );
}
