/**
 * Footer Five — compact index: a slim brand row (small logo, subtext, icons), then each link group
 * as one ruled row, its heading in a narrow label column and its links running inline. The least
 * height for the most links; for catalogue-heavy retailers with long category lists.
 */
import type { FooterProps } from '../types';
import { BrandItems, LinkGroups, StoreCarousel, TodaysDeals, footerRootProps } from '../parts';
import { BrandRow, Index, Legal, Root, Subtext } from './FooterFive.styles';

export function FooterFive(props: FooterProps) {
  const { storeCarousel, colors, copyright } = props;
  return (
    <Root {...footerRootProps('five', colors)}>
      <BrandRow>
        <BrandItems {...props} logoSize="sm" Subtext={Subtext} />
      </BrandRow>
      <Index>
        <LinkGroups {...props} layout="inline" />
        <TodaysDeals {...props} layout="inline" />
      </Index>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <Legal>
        <small>{copyright}</small>
      </Legal>
    </Root>
  );
}
