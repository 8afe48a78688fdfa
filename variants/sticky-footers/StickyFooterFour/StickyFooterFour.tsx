/**
 * Sticky Footer Four — a rounded island floating above the page, the current item a filled tile
 * inside it, and a compact brand-square Search button in line with the items. For modern,
 * lifestyle brands that want the navigation to feel light and app-like.
 */
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { CentreGlyph, FooterBar, type FooterBarLook } from '../parts';
import type { StickyFooterProps } from '../types';
import { Bar, Centre, CentreSlot, Item, List, Reserve } from './StickyFooterFour.styles';

const look: FooterBarLook = { Reserve, Bar, List, CentreSlot, Item, Centre };

export function StickyFooterFour(props: StickyFooterProps) {
  return (
    <FooterBar
      {...props}
      design="four"
      look={look}
      renderCentre={(centre) => (
        <>
          <CentreGlyph centre={centre} />
          {/* The square has no room for text: the icon shows, the name is spoken. */}
          <VisuallyHidden>{centre.text}</VisuallyHidden>
        </>
      )}
    />
  );
}
