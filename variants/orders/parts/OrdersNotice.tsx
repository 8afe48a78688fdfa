import { NoticeBox } from '../../../ui/Notice';
import { Button } from '../../../ui/Button';
import { CartIcon, UserIcon } from '../../../ui/Icon';
import type { OrdersNoticeProps } from '../types';
import * as S from './OrdersNotice.styles';

/** The guest, error and empty states shared by Your Orders and Buy Again. */
export function OrdersNotice({ kind, message, shopHref, onSignIn }: OrdersNoticeProps) {
  if (kind === 'guest') {
    return (
      <NoticeBox>
        <UserIcon size={32} aria-hidden="true" />
        <p>{message}</p>
        <Button onClick={onSignIn}>Sign In</Button>
      </NoticeBox>
    );
  }
  if (kind === 'error') {
    return (
      <NoticeBox data-tone="error" role="alert">
        <p>{message}</p>
      </NoticeBox>
    );
  }
  return (
    <NoticeBox>
      <CartIcon size={32} aria-hidden="true" />
      <p>{message}</p>
      <S.ShopLink to={shopHref} data-variant="primary" data-size="md">
        Start Shopping
      </S.ShopLink>
    </NoticeBox>
  );
}
