/**
 * Sticky Footer Two — a soft grey tab bar of five equal items, the current one marked by a
 * rounded brand pill behind its icon (no raised centre). The cart badge always shows, even at 0.
 * For retailers who want an app-like, even bar with Shop and Deals side by side.
 */
import { BadgedGlyph, cartBadgeText, CentreGlyph, Slot, splitAroundCentre } from '../parts';
import type { StickyFooterItem, StickyFooterProps } from '../types';
import { Bar, Centre, Item, Label, List, Pill, Reserve } from './StickyFooterTwo.styles';

export function StickyFooterTwo({
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
          <Pill>
            <BadgedGlyph item={item} badge={itemBadge} />
          </Pill>
          <Label>{item.text}</Label>
        </Item>
      </Slot>
    );
  };

  return (
    <Reserve>
      <Bar aria-label="Mobile navigation" data-sticky-footer="two" data-hidden={hidden}>
        <List>
          {before.map(renderItem)}
          {centre !== null && (
            <Slot>
              <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre}>
                <Pill>
                  <CentreGlyph centre={centre} />
                </Pill>
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
