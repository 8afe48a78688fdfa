import { CartIcon } from '../../../ui/Icon';
import { IconButton } from '../../../ui/IconButton';
import { BADGE_MAX, countLabel } from './countLabel';

/** Cart icon with its count badge; the name carries the count ("Cart, 3 items"). */
export function CartButton({ count, onOpenCart }: { count: number; onOpenCart(): void }) {
  return (
    <IconButton
      aria-label={countLabel('Cart', count)}
      icon={<CartIcon size={22} />}
      count={count}
      max={BADGE_MAX}
      onClick={onOpenCart}
    />
  );
}
