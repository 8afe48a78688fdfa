/**
 * Sticky Footer Nine — search first: a wide, field-like Search pill fills the middle of a white
 * bar, the items sit either side with the current icon on a filled brand disc, and the cart badge
 * always shows, even at 0. For large catalogues where shoppers mostly search.
 */
import { BadgedGlyph, cartBadgeText, CentreGlyph, Slot, splitAroundCentre } from '../parts';
import type { StickyFooterItem, StickyFooterProps } from '../types';
import {
  Bar,
  Centre,
  CentreSlot,
  Disc,
  Item,
  Label,
  List,
  Reserve,
} from './StickyFooterNine.styles';

export function StickyFooterNine({
  items,
  centre,
  cartCount,
  cartBadge,
  hidden,
  sheetOpen,
  onNavigate,
  onMenu,
  onCentre,
}: StickyFooterProps) {
  const badge = cartBadgeText(cartCount, cartBadge);
  const { before, after } =
    centre === null ? { before: items, after: [] } : splitAroundCentre(items);
  const renderItem = (item: StickyFooterItem) => {
    const itemBadge = item.id === 'cart' ? badge : null;
    return (
      <Slot key={item.id}>
        <Item item={item} badge={itemBadge} onNavigate={onNavigate} onMenu={onMenu}>
          <Disc>
            <BadgedGlyph item={item} badge={itemBadge} />
          </Disc>
          <Label>{item.text}</Label>
        </Item>
      </Slot>
    );
  };

  return (
    <Reserve>
      <Bar aria-label="Mobile navigation" data-sticky-footer="nine" data-hidden={hidden}>
        <List>
          {before.map(renderItem)}
          {centre !== null && (
            <CentreSlot>
              <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre}>
                <CentreGlyph centre={centre} size={20} />
                <Label>{centre.text}</Label>
              </Centre>
            </CentreSlot>
          )}
          {after.map(renderItem)}
        </List>
      </Bar>
    </Reserve>
  );
}
