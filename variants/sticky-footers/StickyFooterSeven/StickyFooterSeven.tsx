/**
 * Sticky Footer Seven — a white bar with rounded top corners and a dark "More" pill in the middle
 * that opens "Deals By Categories" (category grid, View All Deals, Shop All). The cart badge
 * always shows, even at 0. For deal-led retailers whose shoppers browse offers by category.
 */
import { CentreGlyph, FooterBar, ItemLabel, type FooterBarLook } from '../parts';
import type { StickyFooterProps } from '../types';
import { DealsByCategoriesSheet } from './DealsByCategoriesSheet';
import {
  Bar,
  Centre,
  CentreDisc,
  CentreSlot,
  Item,
  List,
  Reserve,
} from './StickyFooterSeven.styles';

const look: FooterBarLook = { Reserve, Bar, List, CentreSlot, Item, Centre };

export function StickyFooterSeven(props: StickyFooterProps) {
  const { sheet, sheetOpen, onCloseSheet } = props;
  return (
    <>
      <FooterBar
        {...props}
        design="seven"
        look={look}
        renderCentre={(centre) => (
          <>
            <CentreDisc>
              <CentreGlyph centre={centre} size={18} />
            </CentreDisc>
            <ItemLabel>{centre.text}</ItemLabel>
          </>
        )}
      />
      {sheet?.kind === 'dealsByCategories' && (
        <DealsByCategoriesSheet sheet={sheet} open={sheetOpen} onClose={onCloseSheet} />
      )}
    </>
  );
}
