/**
 * Sticky Footer Three — a dark, full-width bar with light labels; the current item turns accent
 * yellow under an accent line, and the cart badge caps at "99+". For bold, night-themed brands
 * whose site is dark, and for stores whose carts run large.
 */
import { BadgedGlyph, cartBadgeText, CentreGlyph, Slot, splitAroundCentre } from '../parts';
import type { StickyFooterItem, StickyFooterProps } from '../types';
import { Bar, Centre, CentreRing, Item, Label, List, Reserve } from './StickyFooterThree.styles';

export function StickyFooterThree({
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
          <BadgedGlyph item={item} badge={itemBadge} />
          <Label>{item.text}</Label>
        </Item>
      </Slot>
    );
  };

  return (
    <Reserve>
      <Bar aria-label="Mobile navigation" data-sticky-footer="three" data-hidden={hidden}>
        <List>
          {before.map(renderItem)}
          {centre !== null && (
            <Slot>
              <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre}>
                <CentreRing>
                  <CentreGlyph centre={centre} size={18} />
                </CentreRing>
                <Label>{centre.text}</Label>
              </Centre>
            </Slot>
          )}
          {after.map(renderItem)}
        </List>
      </Bar>
    </Reserve>
  );
}
