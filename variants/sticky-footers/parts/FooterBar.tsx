import type { ComponentPropsWithoutRef, ComponentType, ReactNode } from 'react';
import type { StickyFooterVariant } from '../../../schemas';
import type { StickyFooterCentre, StickyFooterItem, StickyFooterProps } from '../types';
import { BadgedGlyph } from './BadgedGlyph';
import { cartBadgeText } from './cartBadge';
import type { CentreActionProps } from './CentreAction';
import type { FooterItemProps } from './FooterItem';
import { ItemLabel, Slot } from './frame';
import { splitAroundCentre } from './slots';

type Wrapper = ComponentType<{ children: ReactNode }>;

/** A design's styled pieces, by the role each plays in the bar. */
export type FooterBarLook = {
  /** The in-flow placeholder that keeps the page clear of the bar. */
  Reserve: Wrapper;
  /** The fixed navigation landmark. */
  Bar: ComponentType<ComponentPropsWithoutRef<'nav'>>;
  /** The row of slots. */
  List: ComponentType<ComponentPropsWithoutRef<'ul'>>;
  /** An item's slot; the shared even-width slot when not given. */
  ItemSlot?: ComponentType<ComponentPropsWithoutRef<'li'>>;
  /** The centre button's slot; the shared even-width slot when not given. */
  CentreSlot?: ComponentType<ComponentPropsWithoutRef<'li'>>;
  Item: ComponentType<FooterItemProps>;
  /** What sits around an item's glyph (a pill, a disc), when the design draws one. */
  GlyphFrame?: Wrapper;
  /** The item's label; the shared one-line label when not given. */
  Label?: Wrapper;
  Centre: ComponentType<CentreActionProps>;
};

type FooterBarProps = Pick<
  StickyFooterProps,
  | 'items'
  | 'centre'
  | 'cartCount'
  | 'cartBadge'
  | 'hidden'
  | 'sheetOpen'
  | 'onNavigate'
  | 'onMenu'
  | 'onCentre'
> & {
  /** The design's name, written on the bar as data-sticky-footer. */
  design: StickyFooterVariant;
  look: FooterBarLook;
  /** What the centre button shows: designs differ most here (ring, pill, icon only). */
  renderCentre(centre: StickyFooterCentre): ReactNode;
};

/**
 * The bar every item-row design shares: the items split around the optional centre button, each
 * a badged glyph over its label, the cart badge per the design's rule. Designs give only their
 * look and their centre button's content.
 */
export function FooterBar({
  items,
  centre,
  cartCount,
  cartBadge,
  hidden,
  sheetOpen,
  onNavigate,
  onMenu,
  onCentre,
  design,
  look,
  renderCentre,
}: FooterBarProps) {
  const { Reserve, Bar, List, Item, Centre } = look;
  const ItemSlot = look.ItemSlot ?? Slot;
  const CentreSlot = look.CentreSlot ?? Slot;
  const GlyphFrame = look.GlyphFrame ?? Bare;
  const Label = look.Label ?? ItemLabel;
  const badge = cartBadgeText(cartCount, cartBadge);
  const { before, after } =
    centre === null ? { before: items, after: [] } : splitAroundCentre(items);
  const renderItem = (item: StickyFooterItem) => {
    const itemBadge = item.id === 'cart' ? badge : null;
    return (
      <ItemSlot key={item.id}>
        <Item item={item} badge={itemBadge} onNavigate={onNavigate} onMenu={onMenu}>
          <GlyphFrame>
            <BadgedGlyph item={item} badge={itemBadge} />
          </GlyphFrame>
          <Label>{item.text}</Label>
        </Item>
      </ItemSlot>
    );
  };

  return (
    <Reserve>
      <Bar aria-label="Mobile navigation" data-sticky-footer={design} data-hidden={hidden}>
        <List>
          {before.map(renderItem)}
          {centre !== null && (
            <CentreSlot>
              <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre}>
                {renderCentre(centre)}
              </Centre>
            </CentreSlot>
          )}
          {after.map(renderItem)}
        </List>
      </Bar>
    </Reserve>
  );
}

/** No frame: the glyph stands directly in the item. */
function Bare({ children }: { children: ReactNode }) {
  return children;
}
