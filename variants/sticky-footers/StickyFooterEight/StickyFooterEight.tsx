/**
 * Sticky Footer Eight — an editorial, monochrome bar: a black hairline, small uppercase
 * letter-spaced labels, the current one underlined, and an outlined Search ring standing on the
 * line. For boutique and premium retailers with a minimal, print-like look.
 */
import { BadgedGlyph, cartBadgeText, CentreGlyph, Slot, splitAroundCentre } from '../parts';
import type { StickyFooterItem, StickyFooterProps } from '../types';
import { Bar, Centre, Item, Label, List, Reserve, Ring } from './StickyFooterEight.styles';

export function StickyFooterEight({
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
      <Bar aria-label="Mobile navigation" data-sticky-footer="eight" data-hidden={hidden}>
        <List>
          {before.map(renderItem)}
          {centre !== null && (
            <Slot>
              <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre}>
                <Ring>
                  <CentreGlyph centre={centre} size={22} />
                </Ring>
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
