import { useId } from 'react';
import { Link } from 'react-router';
import { SvgIcon, VisuallyHidden, type IconProps } from '../../../ui';
import type { CartLineData, CartLineEvents } from '../types';
import { QuantityPicker } from './QuantityPicker';
import * as S from './CartLine.styles';

export type CartLineProps = CartLineEvents & {
  line: CartLineData;
  layout?: 'compact' | 'wide';
};

const TrashIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M4 7h16M9 7V4.5h6V7m-8.5 0 1 12.5h9L17.5 7M10 11v5m4-5v5" />
  </SvgIcon>
);

/**
 * One line of spec 2.12: image and name to /product/{slug}, "Weight :" unless EDIBLES or N/A,
 * "Price : $", the special's link, the quantity picker, "Move to Wishlist", "Save for Later" and
 * remove. The image repeats the name's link, so it is hidden from the tab order and the tree.
 */
export function CartLine({ line, layout = 'compact', ...events }: CartLineProps) {
  const nameId = useId();
  const follow = (href: string) => () => events.onNavigate?.(href);
  return (
    <S.Line aria-labelledby={nameId} data-layout={layout}>
      <S.Thumb to={line.href} tabIndex={-1} aria-hidden="true" onClick={follow(line.href)}>
        <img src={line.image} alt="" width={72} height={72} loading="lazy" />
      </S.Thumb>
      <S.Details>
        <S.Name id={nameId}>
          <Link to={line.href} onClick={follow(line.href)}>
            {line.name}
          </Link>
        </S.Name>
        {line.weight !== null && (
          <S.Meta>
            Weight : <strong>{line.weight}</strong>
          </S.Meta>
        )}
        <S.Meta>
          Price : <strong>{line.price}</strong>
        </S.Meta>
        {line.special && (
          <S.Special to={line.special.href} onClick={follow(line.special.href)}>
            {line.special.name}
          </S.Special>
        )}
        <S.Controls>
          <QuantityPicker
            quantity={line.quantity}
            max={line.maxQuantity}
            productName={line.name}
            onChange={(quantity) => events.onQuantityChange(line.key, quantity)}
          />
          <S.TextAction type="button" data-tone="danger" onClick={() => events.onRemove(line.key)}>
            <TrashIcon size={16} />
            Remove<VisuallyHidden> {line.name}</VisuallyHidden>
          </S.TextAction>
        </S.Controls>
        <S.Actions>
          <S.TextAction type="button" onClick={() => events.onMoveToWishlist(line.key)}>
            Move to Wishlist
          </S.TextAction>
          <S.TextAction type="button" onClick={() => events.onSaveForLater(line.key)}>
            Save for Later
          </S.TextAction>
        </S.Actions>
      </S.Details>
      <S.LineTotal>
        <VisuallyHidden>Line total </VisuallyHidden>
        {line.lineTotal}
      </S.LineTotal>
    </S.Line>
  );
}
