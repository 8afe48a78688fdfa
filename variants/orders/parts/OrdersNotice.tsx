import { Button } from '../../../ui/Button';
import { CartIcon, UserIcon } from '../../../ui/Icon';
import type { OrdersNoticeProps } from '../types';
import * as S from './OrdersNotice.styles';

/** The guest, error and empty states shared by Your Orders and Buy Again. */
export function OrdersNotice({ kind, message, shopHref, onSignIn }: OrdersNoticeProps) {
  if (kind === 'guest') {
    return (
      <S.Notice data-kind="guest">
        <UserIcon size={32} aria-hidden="true" />
        <p>{message}</p>
        <Button onClick={onSignIn}>Sign In</Button>
      </S.Notice>
    );
  }
  if (kind === 'error') {
    return (
      <S.Notice data-kind="error" role="alert">
        <p>{message}</p>
      </S.Notice>
    );
  }
  return (
    <S.Notice data-kind="empty">
      <CartIcon size={32} aria-hidden="true" />
      <p>{message}</p>
      <S.ShopLink to={shopHref} data-variant="primary" data-size="md">
        Start Shopping
      </S.ShopLink>
    </S.Notice>
  );
}
