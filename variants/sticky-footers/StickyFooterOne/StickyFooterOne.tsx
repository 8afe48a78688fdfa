/**
 * Sticky Footer One — a clean five-slot bottom bar: Home, Deals, a raised round Search/More button
 * in the middle, Cart, Profile. The calm default for any retailer; pick it when the mobile footer
 * should simply get shoppers home, to deals and to the cart.
 */
import { useId } from 'react';
import {
  cartBadgeText,
  cartCountText,
  CentreIcon,
  CountBubble,
  isPlainClick,
  ItemGlyph,
  splitAroundCentre,
} from '../parts';
import type { StickyFooterCentre, StickyFooterItem, StickyFooterProps } from '../types';
import {
  BadgeCorner,
  Bar,
  CentreButton,
  Circle,
  Glyph,
  ItemButton,
  ItemLink,
  Label,
  List,
  Reserve,
  Slot,
} from './StickyFooterOne.styles';

type ItemProps = {
  item: StickyFooterItem;
  /** Badge text for the cart item, null for other items or when the rule hides it. */
  badge: string | null;
  onNavigate: StickyFooterProps['onNavigate'];
  onMenu: StickyFooterProps['onMenu'];
};

function Item({ item, badge, onNavigate, onMenu }: ItemProps) {
  const countText = cartCountText(badge);
  // The badge is decorative; the count is the link's description ("Cart", "3 items"), so the
  // name stays the visible label (WCAG 2.5.3) and a screen reader still hears the count.
  const countId = useId();
  const content = (
    <>
      <Glyph>
        <ItemGlyph item={item} />
        {badge !== null && (
          <BadgeCorner>
            <CountBubble aria-hidden="true" data-testid="cart-badge">
              {badge}
            </CountBubble>
          </BadgeCorner>
        )}
      </Glyph>
      <Label>{item.text}</Label>
      {countText !== null && (
        <span id={countId} hidden>
          {countText}
        </span>
      )}
    </>
  );

  // Menu is an action, not a page, so it is a button and never aria-current.
  if (item.href === null) {
    return (
      <ItemButton
        type="button"
        data-active={item.active}
        aria-describedby={countText === null ? undefined : countId}
        aria-busy={item.loading || undefined}
        onClick={item.id === 'menu' ? onMenu : () => onNavigate(item.id)}
      >
        {content}
      </ItemButton>
    );
  }
  return (
    <ItemLink
      to={item.href}
      data-active={item.active}
      aria-describedby={countText === null ? undefined : countId}
      aria-current={item.active ? 'page' : undefined}
      aria-busy={item.loading || undefined}
      onClick={(event) => {
        if (isPlainClick(event)) onNavigate(item.id);
      }}
    >
      {content}
    </ItemLink>
  );
}

type CentreProps = { centre: StickyFooterCentre; sheetOpen: boolean; onCentre(): void };

function Centre({ centre, sheetOpen, onCentre }: CentreProps) {
  const more = centre.kind === 'more';
  return (
    <CentreButton
      type="button"
      data-centre={centre.kind}
      aria-haspopup={more ? 'dialog' : undefined}
      aria-expanded={more ? sheetOpen : undefined}
      onClick={onCentre}
    >
      <Circle data-image={centre.icon !== null}>
        {centre.icon !== null ? (
          <img src={centre.icon} alt="" width={24} height={24} />
        ) : (
          <CentreIcon kind={centre.kind} />
        )}
      </Circle>
      <Label>{centre.text}</Label>
    </CentreButton>
  );
}

export function StickyFooterOne({
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
  const renderItem = (item: StickyFooterItem) => (
    <Slot key={item.id}>
      <Item
        item={item}
        badge={item.id === 'cart' ? badge : null}
        onNavigate={onNavigate}
        onMenu={onMenu}
      />
    </Slot>
  );

  return (
    <Reserve>
      <Bar aria-label="Mobile navigation" data-sticky-footer="one" data-hidden={hidden}>
        <List>
          {before.map(renderItem)}
          {centre !== null && (
            <Slot>
              <Centre centre={centre} sheetOpen={sheetOpen} onCentre={onCentre} />
            </Slot>
          )}
          {after.map(renderItem)}
        </List>
      </Bar>
    </Reserve>
  );
}
