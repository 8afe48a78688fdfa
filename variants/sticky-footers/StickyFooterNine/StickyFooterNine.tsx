/**
 * Sticky Footer Nine — search first: a wide, field-like Search pill fills the middle of a white
 * bar, the items sit either side with the current icon on a filled brand disc, and the cart badge
 * always shows, even at 0. For large catalogues where shoppers mostly search.
 */
import { CentreGlyph, FooterBar, ItemLabel, type FooterBarLook } from '../parts';
import type { StickyFooterProps } from '../types';
import { Bar, Centre, CentreSlot, Disc, Item, List, Reserve } from './StickyFooterNine.styles';

const look: FooterBarLook = { Reserve, Bar, List, CentreSlot, Item, GlyphFrame: Disc, Centre };

export function StickyFooterNine(props: StickyFooterProps) {
  return (
    <FooterBar
      {...props}
      design="nine"
      look={look}
      renderCentre={(centre) => (
        <>
          <CentreGlyph centre={centre} size={20} />
          <ItemLabel>{centre.text}</ItemLabel>
        </>
      )}
    />
  );
}
