/**
 * Footer Three — deals forward: a tinted band across the top puts Today's Deals first, as pill
 * links with a filled "Shop All Specials", open even on phones; the brand and the two link lists
 * sit quietly below. For promotion-driven retailers whose specials change daily.
 */
import type { FooterProps } from '../types';
import { BrandItems, FooterFrame, LinkGroups, TodaysDeals } from '../parts';
import { Brand, DealsBand, DealsInner, Lists, Main, Root } from './FooterThree.styles';

export function FooterThree(props: FooterProps) {
  return (
    <FooterFrame design="three" Root={Root} footer={props}>
      <DealsBand>
        <DealsInner>
          <TodaysDeals {...props} layout="chips" collapsible={false} />
        </DealsInner>
      </DealsBand>
      <Main>
        <Brand>
          <BrandItems {...props} />
        </Brand>
        <Lists>
          <LinkGroups {...props} />
        </Lists>
      </Main>
    </FooterFrame>
  );
}
