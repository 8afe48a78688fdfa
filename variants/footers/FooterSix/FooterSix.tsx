/**
 * Footer Six — split: a tinted brand panel runs from the left edge (logo, subtext, icons) and the
 * three link lists share the open right side; on tablet the panel becomes a full-width band. Two
 * clear halves, brand and navigation; for retailers with a longer brand message.
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
import { BrandPanel, Lists, Root, Split } from './FooterSix.styles';

export function FooterSix(props: FooterProps) {
  const { storeCarousel, colors, copyright } = props;
  return (
    <Root {...footerRootProps('six', colors)}>
      <Split>
        <BrandPanel>
          <BrandItems {...props} />
        </BrandPanel>
        <Lists>
          <LinkGroups {...props} />
          <TodaysDeals {...props} />
        </Lists>
      </Split>
      {storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />}
      <LegalBand copyright={copyright} />
    </Root>
  );
}
