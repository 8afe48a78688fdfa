/**
 * Sticky Footer Seven — a white bar with rounded top corners and a dark "More" pill in the middle
 * that opens "Deals By Categories" (category grid, View All Deals, Shop All). The cart badge
 * always shows, even at 0. For deal-led retailers whose shoppers browse offers by category.
 */
import { BadgedGlyph, cartBadgeText, CentreGlyph, Slot, splitAroundCentre } from '../parts';
import type { StickyFooterItem, StickyFooterProps } from '../types';
import { DealsByCategoriesSheet } from './DealsByCategoriesSheet';
import {
  Bar,
  Centre,
  CentreDisc,
  CentreSlot,
  Item,
  Label,
  List,
  Reserve,
} from './StickyFooterSeven.styles';

export function StickyFooterSeven({
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
        <Bar aria-label="Mobile navigation" data-sticky-footer="seven" data-hidden={hidden}>
          <List>
            {before.map(renderItem)}
            {centre !== null && (
              <CentreSlot>
                <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre}>
                  <CentreDisc>
                    <CentreGlyph centre={centre} size={18} />
                  </CentreDisc>
                  <Label>{centre.text}</Label>
                </Centre>
              </CentreSlot>
            )}
            {after.map(renderItem)}
          </List>
        </Bar>
      </Reserve>
      {sheet?.kind === 'dealsByCategories' && (
        <DealsByCategoriesSheet sheet={sheet} open={sheetOpen} onClose={onCloseSheet} />
      )}
    </>
  );
}
