import styled from 'styled-components';
import { badgeText } from '../../../ui/Badge';
import { BellIcon, CartIcon, HeartIcon } from '../../../ui/Icon';
import { IconButton } from '../../../ui/IconButton';
import type { HeaderCounts } from '../types';

export type HeaderIconsProps = {
  counts: HeaderCounts;
  /** Show the notifications icon (desktop: signed in with recommended products, spec 2.3). */
  showNotifications: boolean;
  /** Show the cart icon (the mobile CMS header leaves the cart to the sticky footer). */
  showCart?: boolean;
  onWishlist(): void;
  onNotifications(): void;
  onOpenCart?(): void;
  className?: string;
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** Badge cap (spec §9: "99+"). */
const MAX = 99;

/**
 * "Cart, 3 items": the count lives in the name because the badge is decorative. It reads what
 * the badge shows ("99+"), so speech users can say what they see (WCAG 2.5.3).
 */
export function countLabel(
  name: string,
  count: number,
  noun: string,
  nounPlural = `${noun}s`,
): string {
  return count > 0 ? `${name}, ${badgeText(count, MAX)} ${count === 1 ? noun : nounPlural}` : name;
}

/** Wishlist, notifications and cart buttons with count badges (spec 2.3, 2.5). */
export function HeaderIcons({
  counts,
  showNotifications,
  showCart = true,
  onWishlist,
  onNotifications,
  onOpenCart,
  className,
}: HeaderIconsProps) {
  return (
    <Row className={className}>
      <IconButton
        aria-label={countLabel('Wishlist', counts.wishlist, 'item')}
        icon={<HeartIcon size={22} />}
        count={counts.wishlist}
        max={MAX}
        onClick={onWishlist}
      />
      {showNotifications && (
        <IconButton
          aria-label={countLabel('Notifications', counts.notifications, 'unseen', 'unseen')}
          icon={<BellIcon size={22} />}
          count={counts.notifications}
          max={MAX}
          onClick={onNotifications}
        />
      )}
      {showCart && onOpenCart && (
        <IconButton
          aria-label={countLabel('Cart', counts.cart, 'item')}
          icon={<CartIcon size={22} />}
          count={counts.cart}
          max={MAX}
          onClick={onOpenCart}
        />
      )}
    </Row>
  );
}
