/**
 * Sticky Footer Ten — a floating dark dock centred above the page: icons only, the current item
 * opening into a white pill with its label, and an accent "Explore" circle in the middle. For
 * design-led brands who want the most compact navigation that leaves the page visible.
 */
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { BadgedGlyph, cartBadgeText, CentreGlyph, splitAroundCentre } from '../parts';
import type { StickyFooterItem, StickyFooterProps } from '../types';
import { Bar, Centre, Dock, DockSlot, Item, Label, Reserve } from './StickyFooterTen.styles';

export function StickyFooterTen({
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
      <DockSlot key={item.id}>
        <Item item={item} badge={itemBadge} onNavigate={onNavigate} onMenu={onMenu}>
          <BadgedGlyph item={item} badge={itemBadge} />
          <Label>{item.text}</Label>
        </Item>
      </DockSlot>
    );
  };

  return (
    <Reserve>
      <Bar aria-label="Mobile navigation" data-sticky-footer="ten" data-hidden={hidden}>
        <Dock>
          {before.map(renderItem)}
          {centre !== null && (
            <DockSlot>
              <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre}>
                <CentreGlyph centre={centre} />
                <VisuallyHidden>{centre.text}</VisuallyHidden>
              </Centre>
            </DockSlot>
          )}
          {after.map(renderItem)}
        </Dock>
      </Bar>
    </Reserve>
  );
}
