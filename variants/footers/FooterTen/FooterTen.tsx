/**
 * Footer Ten — stores first, ruled columns: an accent rule in the CMS active colour tops the
 * footer, the store carousel (when shown) leads, and the link lists come before the brand, each
 * column divided by a hairline and its links marked with chevrons. For multi-store chains that
 * want shoppers to find a location before anything else.
 */
import type { FooterProps } from '../types';
import { BrandItems, FooterFrame, LinkGroups, TodaysDeals } from '../parts';
import { Brand, Columns, Root } from './FooterTen.styles';

export function FooterTen(props: FooterProps) {
  return (
    <FooterFrame design="ten" Root={Root} footer={props} storesFirst>
      <Columns>
        <LinkGroups {...props} />
        <TodaysDeals {...props} />
        <Brand>
          <BrandItems {...props} />
        </Brand>
      </Columns>
    </FooterFrame>
  );
}
