/**
 * Sticky Footer Four — a rounded island floating above the page, the current item a filled tile
 * inside it, and a compact brand-square Search button in line with the items. For modern,
 * lifestyle brands that want the navigation to feel light and app-like.
 */
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { BadgedGlyph, cartBadgeText, CentreGlyph, Slot, splitAroundCentre } from '../parts';
import type { StickyFooterItem, StickyFooterProps } from '../types';
import { Bar, Centre, CentreSlot, Item, Label, List, Reserve } from './StickyFooterFour.styles';

export function StickyFooterFour({
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
      <Bar aria-label="Mobile navigation" data-sticky-footer="four" data-hidden={hidden}>
        <List>
          {before.map(renderItem)}
          {centre !== null && (
            <CentreSlot>
              <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre}>
                <CentreGlyph centre={centre} />
                {/* The square has no room for text: the icon shows, the name is spoken. */}
                <VisuallyHidden>{centre.text}</VisuallyHidden>
              </Centre>
            </CentreSlot>
          )}
          {after.map(renderItem)}
        </List>
      </Bar>
    </Reserve>
  );
}
