/**
 * Sticky Footer Six — a solid brand-green band with white icons; the current item is a white tab
 * cut out of the band. Five even items, no raised button. For retailers with a strong brand
 * colour who want the footer to carry it on every page.
 */
import { CentreGlyph, FooterBar, ItemLabel, type FooterBarLook } from '../parts';
import type { StickyFooterProps } from '../types';
import { Bar, Centre, Item, List, Reserve } from './StickyFooterSix.styles';

const look: FooterBarLook = { Reserve, Bar, List, Item, Centre };

export function StickyFooterSix(props: StickyFooterProps) {
  return (
    <FooterBar
      {...props}
      design="six"
      look={look}
      renderCentre={(centre) => (
        <>
          <CentreGlyph centre={centre} />
          <ItemLabel>{centre.text}</ItemLabel>
        </>
      )}
    />
  );
}
