/**
 * Footer Six — split: a tinted brand panel runs from the left edge (logo, subtext, icons) and the
 * three link lists share the open right side; on tablet the panel becomes a full-width band. Two
 * clear halves, brand and navigation; for retailers with a longer brand message.
 */
import type { FooterProps } from '../types';
import { BrandItems, FooterFrame, LinkGroups, TodaysDeals } from '../parts';
import { BrandPanel, Lists, Root, Split } from './FooterSix.styles';

export function FooterSix(props: FooterProps) {
  return (
    <FooterFrame design="six" Root={Root} footer={props}>
      <Split>
        <BrandPanel>
          <BrandItems {...props} />
        </BrandPanel>
        <Lists>
          <LinkGroups {...props} />
          <TodaysDeals {...props} />
        </Lists>
      </Split>
    </FooterFrame>
  );
}
