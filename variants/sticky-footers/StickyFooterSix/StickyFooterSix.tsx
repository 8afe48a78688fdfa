/**
 * Sticky Footer Six — a solid brand-green band with white icons; the current item is a white tab
 * cut out of the band. Five even items, no raised button. For retailers with a strong brand
 * colour who want the footer to carry it on every page.
 */
import { BadgedGlyph, cartBadgeText, CentreGlyph, Slot, splitAroundCentre } from '../parts';
import type { StickyFooterItem, StickyFooterProps } from '../types';
import { Bar, Centre, Item, Label, List, Reserve } from './StickyFooterSix.styles';

export function StickyFooterSix({
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
      <Bar aria-label="Mobile navigation" data-sticky-footer="six" data-hidden={hidden}>
        <List>
          {before.map(renderItem)}
          {centre !== null && (
            <Slot>
              <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre}>
                <CentreGlyph centre={centre} />
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
