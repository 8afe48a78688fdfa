/**
 * Sticky Footer One — a clean five-slot bottom bar: Home, Deals, a raised round Search/More button
 * in the middle, Cart, Profile. The calm default for any retailer; pick it when the mobile footer
 * should simply get shoppers home, to deals and to the cart.
 */
import { CentreGlyph, FooterBar, ItemLabel, type FooterBarLook } from '../parts';
import type { StickyFooterProps } from '../types';
import { Bar, Centre, Circle, Item, List, Reserve } from './StickyFooterOne.styles';

const look: FooterBarLook = { Reserve, Bar, List, Item, Centre };

export function StickyFooterOne(props: StickyFooterProps) {
  return (
    <FooterBar
      {...props}
      design="one"
      look={look}
      renderCentre={(centre) => (
        <>
          <Circle data-image={centre.icon !== null}>
            <CentreGlyph centre={centre} />
          </Circle>
          <ItemLabel>{centre.text}</ItemLabel>
        </>
      )}
    />
  );
}
