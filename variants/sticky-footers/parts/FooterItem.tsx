import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { StickyFooterItem, StickyFooterProps } from '../types';
import { cartCountText } from './cartBadge';
import { isPlainClick } from './slots';

export type FooterItemProps = {
  item: StickyFooterItem;
  /** Badge text for the cart item, null for other items or when the rule hides it. */
  badge: string | null;
  onNavigate: StickyFooterProps['onNavigate'];
  onMenu: StickyFooterProps['onMenu'];
  className?: string;
  /** The design's look: glyph, label, badge. */
  children: ReactNode;
};

/**
 * One item's link (or the Menu button) with the behaviour every design shares: aria-current on
 * the active page, aria-busy while navigating, and the cart count as the link's description, so
 * the accessible name stays the visible label (WCAG 2.5.3) while a screen reader hears "3 items".
 */
export function FooterItem({
  item,
  badge,
  onNavigate,
  onMenu,
  className,
  children,
}: FooterItemProps) {
  const countText = cartCountText(badge);
  const countId = useId();
  const description = countText === null ? undefined : countId;
  const content = (
    <>
      {children}
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
      <button
        type="button"
        className={className}
        data-item={item.id}
        data-active={item.active}
        aria-describedby={description}
        aria-busy={item.loading || undefined}
        aria-expanded={item.id === 'menu' ? item.active : undefined}
        onClick={item.id === 'menu' ? onMenu : () => onNavigate(item.id)}
      >
        {content}
      </button>
    );
  }
  return (
    <Link
      to={item.href}
      className={className}
      data-item={item.id}
      data-active={item.active}
      aria-describedby={description}
      aria-current={item.active ? 'page' : undefined}
      aria-busy={item.loading || undefined}
      onClick={(event) => {
        if (isPlainClick(event)) onNavigate(item.id);
      }}
    >
      {content}
    </Link>
  );
}
