/**
 * Footer Four — brand band: a deeper band carries an oversized logo beside the subtext in a
 * larger type size, social icons at its end; the three link lists follow in even columns on the
 * CMS background. For retailers whose brand and story should close every page.
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
import { Band, BandInner, Columns, Root, Story } from './FooterFour.styles';

export function FooterFour(props: FooterProps) {
  const { storeCarousel, colors, copyright } = props;
  return (
    <Root {...footerRootProps('four', colors)}>
      <Band>
        <BandInner>
          <BrandItems {...props} logoSize="lg" Subtext={Story} />
        </BandInner>
      </Band>
      <Columns>
        <LinkGroups {...props} />
        <TodaysDeals {...props} />
      </Columns>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <LegalBand copyright={copyright} />
    </Root>
  );
}
