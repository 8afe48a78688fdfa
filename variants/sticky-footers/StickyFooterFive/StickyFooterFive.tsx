/**
 * Sticky Footer Five — a white bar with a notch cut into its top edge, holding a large round
 * "More" button that opens the "Shop By Choice" sheet (coverflow of choices, price filters, Shop
 * All). The cart badge always shows, even at 0. For retailers who sell by mood and budget.
 */
import { CentreGlyph, FooterBar, ItemLabel, type FooterBarLook } from '../parts';
import type { StickyFooterProps } from '../types';
import { ShopByChoiceSheet } from './ShopByChoiceSheet';
import { Bar, Centre, Fab, Item, List, Reserve } from './StickyFooterFive.styles';

const look: FooterBarLook = { Reserve, Bar, List, Item, Centre };

export function StickyFooterFive(props: StickyFooterProps) {
  const { sheet, sheetOpen, onCloseSheet } = props;
  return (
    <>
      <FooterBar
        {...props}
        design="five"
        look={look}
        renderCentre={(centre) => (
          <>
            <Fab data-image={centre.icon !== null}>
              <CentreGlyph centre={centre} size={28} />
            </Fab>
            <ItemLabel>{centre.text}</ItemLabel>
          </>
        )}
      />
      {sheet?.kind === 'shopByChoice' && (
        <ShopByChoiceSheet sheet={sheet} open={sheetOpen} onClose={onCloseSheet} />
      )}
    </>
  );
}
