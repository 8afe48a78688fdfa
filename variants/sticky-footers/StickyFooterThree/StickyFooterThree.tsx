/**
 * Sticky Footer Three — a dark, full-width bar with light labels; the current item turns accent
 * yellow under an accent line, and the cart badge caps at "99+". For bold, night-themed brands
 * whose site is dark, and for stores whose carts run large.
 */
import { CentreGlyph, FooterBar, ItemLabel, type FooterBarLook } from '../parts';
import type { StickyFooterProps } from '../types';
import { Bar, Centre, CentreRing, Item, List, Reserve } from './StickyFooterThree.styles';

const look: FooterBarLook = { Reserve, Bar, List, Item, Centre };

export function StickyFooterThree(props: StickyFooterProps) {
  return (
    <FooterBar
      {...props}
      design="three"
      look={look}
      renderCentre={(centre) => (
        <>
          <CentreRing>
            <CentreGlyph centre={centre} size={18} />
          </CentreRing>
          <ItemLabel>{centre.text}</ItemLabel>
        </>
      )}
    />
  );
}
