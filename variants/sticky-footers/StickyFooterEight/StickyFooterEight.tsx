/**
 * Sticky Footer Eight — an editorial, monochrome bar: a black hairline, small uppercase
 * letter-spaced labels, the current one underlined, and an outlined Search ring standing on the
 * line. For boutique and premium retailers with a minimal, print-like look.
 */
import { CentreGlyph, FooterBar, type FooterBarLook } from '../parts';
import type { StickyFooterProps } from '../types';
import { Bar, Centre, Item, Label, List, Reserve, Ring } from './StickyFooterEight.styles';

const look: FooterBarLook = { Reserve, Bar, List, Item, Label, Centre };

export function StickyFooterEight(props: StickyFooterProps) {
  return (
    <FooterBar
      {...props}
      design="eight"
      look={look}
      renderCentre={(centre) => (
        <>
          <Ring>
            <CentreGlyph centre={centre} size={22} />
          </Ring>
          <Label>{centre.text}</Label>
        </>
      )}
    />
  );
}
