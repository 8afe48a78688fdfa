/**
 * Compact search header — back arrow, a read-only search field, wishlist and cart (spec 2.5,
 * account and shop paths). For pages where the next move is finding another product, so search
 * gets the width and the two shopping badges stay in reach.
 */
import { HeartIcon, SearchIcon } from '../../../ui/Icon';
import { IconButton } from '../../../ui/IconButton';
import { BackButton } from '../parts/BackButton';
import { Bar, End } from '../parts/Bar';
import { CartButton } from '../parts/CartButton';
import { BADGE_MAX, countLabel } from '../parts/countLabel';
import type { MobilePathHeaderProps } from '../types';
import { Field, FieldText } from './CompactSearchHeader.styles';

export type CompactSearchHeaderProps = Pick<
  MobilePathHeaderProps,
  | 'searchPlaceholder'
  | 'counts'
  | 'showWishlistBadge'
  | 'onBack'
  | 'onSearch'
  | 'onWishlist'
  | 'onOpenCart'
>;

export function CompactSearchHeader(props: CompactSearchHeaderProps) {
  const { searchPlaceholder, counts, showWishlistBadge } = props;
  // Guests see the heart without a number (2.5); the name follows what is shown.
  const wishlistCount = showWishlistBadge ? counts.wishlist : 0;
  return (
    <Bar data-layout="compactSearch" data-kind="compactSearch">
      <BackButton onBack={props.onBack} />
      {/* The visible text is the name: an aria-label that left it out would break label-in-name
          (WCAG 2.5.3), and "Type here to search products" already says what the button does. */}
      <Field type="button" onClick={props.onSearch}>
        <SearchIcon size={18} />
        <FieldText>{searchPlaceholder}</FieldText>
      </Field>
      <End>
        <IconButton
          aria-label={countLabel('Wishlist', wishlistCount)}
          icon={<HeartIcon size={22} />}
          count={wishlistCount}
          max={BADGE_MAX}
          onClick={props.onWishlist}
        />
        <CartButton count={counts.cart} onOpenCart={props.onOpenCart} />
      </End>
    </Bar>
  );
}
