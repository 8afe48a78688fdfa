/**
 * Sticky Footer Five — a white bar with a notch cut into its top edge, holding a large round
 * "More" button that opens the "Shop By Choice" sheet (coverflow of choices, price filters, Shop
 * All). The cart badge always shows, even at 0. For retailers who sell by mood and budget.
 */
import { BadgedGlyph, cartBadgeText, CentreGlyph, Slot, splitAroundCentre } from '../parts';
import type { StickyFooterItem, StickyFooterProps } from '../types';
import { ShopByChoiceSheet } from './ShopByChoiceSheet';
import { Bar, Centre, Fab, Item, Label, List, Reserve } from './StickyFooterFive.styles';

export function StickyFooterFive({
  items,
  centre,
  cartCount,
  cartBadge,
  hidden,
  sheet,
  sheetOpen,
  onNavigate,
  onMenu,
  onCentre,
  onCloseSheet,
}: StickyFooterProps) {
  const badge = cartBadgeText(cartCount, cartBadge);
  const { before, after } =
    centre === null ? { before: items, after: [] } : splitAroundCentre(items);
  const renderItem = (item: StickyFooterItem) => {
    const itemBadge = item.id === 'cart' ? badge : null;
    return (
      <Slot key={item.id}>
        <Item item={item} badge={itemBadge} onNavigate={onNavigate} onMenu={onMenu}>
          <BadgedGlyph item={item} badge={itemBadge} />
          <Label>{item.text}</Label>
        </Item>
      </Slot>
    );
  };

  return (
    <>
      <Reserve>
        <Bar aria-label="Mobile navigation" data-sticky-footer="five" data-hidden={hidden}>
          <List>
            {before.map(renderItem)}
            {centre !== null && (
              <Slot>
                <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre}>
                  <Fab data-image={centre.icon !== null}>
                    <CentreGlyph centre={centre} size={28} />
                  </Fab>
                  <Label>{centre.text}</Label>
                </Centre>
              </Slot>
            )}
            {after.map(renderItem)}
          </List>
        </Bar>
      </Reserve>
      {sheet?.kind === 'shopByChoice' && (
        <ShopByChoiceSheet sheet={sheet} open={sheetOpen} onClose={onCloseSheet} />
      )}
    </>
  );
}
