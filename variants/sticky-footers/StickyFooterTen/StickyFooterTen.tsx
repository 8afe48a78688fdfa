/**
 * Sticky Footer Ten — a floating dark dock centred above the page: icons only, the current item
 * opening into a white pill with its label, and an accent "Explore" circle in the middle. For
 * design-led brands who want the most compact navigation that leaves the page visible.
 */
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { CentreGlyph, FooterBar, type FooterBarLook } from '../parts';
import type { StickyFooterProps } from '../types';
import { Bar, Centre, Dock, DockSlot, Item, Reserve } from './StickyFooterTen.styles';

/** The dock sizes to its items, so items and centre take plain slots, not the even-width ones. */
const look: FooterBarLook = {
  Reserve,
  Bar,
  List: Dock,
  ItemSlot: DockSlot,
  CentreSlot: DockSlot,
  Item,
  Centre,
};

export function StickyFooterTen(props: StickyFooterProps) {
  return (
    <FooterBar
      {...props}
      design="ten"
      look={look}
      renderCentre={(centre) => (
        <>
          <CentreGlyph centre={centre} />
          <VisuallyHidden>{centre.text}</VisuallyHidden>
        </>
      )}
    />
  );
}
