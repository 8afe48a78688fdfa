/**
 * Notifications View — the signed-in shopper's notifications, newest first, with spec 9 relative
 * date labels; unseen ones are tinted with a dot and "Mark all as seen" clears them. Guests,
 * errors and an empty list get one centred notice.
 */
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { OrdersNotice } from '../../orders/parts/OrdersNotice';
import * as S from '../parts/notifications.styles';
import type { NotificationRowData, NotificationsViewProps } from '../types';

const SKELETON_ROWS = 4;

function Row({ row, onOpen }: { row: NotificationRowData; onOpen(id: string): void }) {
  const seen = String(row.isSeen);
  return (
    <li>
      <S.Row data-seen={seen} aria-label={row.isSeen ? row.title : `Unseen: ${row.title}`}>
        <S.Dot data-seen={seen} aria-hidden="true" />
        <div>
          <S.RowHead>
            <S.RowTitle>
              {row.href === '' ? (
                row.title
              ) : (
                <Link to={row.href} onClick={() => onOpen(row.id)}>
                  {row.title}
                </Link>
              )}
            </S.RowTitle>
            <S.RowDate dateTime={row.dateTime}>{row.dateLabel}</S.RowDate>
          </S.RowHead>
          <S.RowText>{row.message}</S.RowText>
        </div>
      </S.Row>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>Loading your notifications</VisuallyHidden>
      <S.List as="div" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <S.Row as="div" key={index} data-seen="true">
            <span />
            <div>
              <S.RowHead>
                <Skeleton width={220} height={20} />
                <Skeleton width={72} height={16} />
              </S.RowHead>
              <S.RowText as="div">
                <Skeleton width="90%" height={16} />
              </S.RowText>
            </div>
          </S.Row>
        ))}
      </S.List>
    </div>
  );
}

export function NotificationsView(props: NotificationsViewProps) {
  const { status, notifications, unseenCount } = props;
  if (status === 'guest') {
    return (
      <OrdersNotice
        kind="guest"
        message="Sign in to see your notifications."
        shopHref={props.shopHref}
        onSignIn={props.onSignIn}
      />
    );
  }
  if (status === 'loading') return <ListSkeleton />;
  if (status === 'error') {
    return (
      <OrdersNotice
        kind="error"
        message={props.errorMessage}
        shopHref={props.shopHref}
        onSignIn={props.onSignIn}
      />
    );
  }
  if (notifications.length === 0) {
    return (
      <OrdersNotice
        kind="empty"
        message="You have no notifications yet. We will let you know about orders and deals here."
        shopHref={props.shopHref}
        onSignIn={props.onSignIn}
      />
    );
  }
  return (
    <>
      <S.Toolbar>
        <span aria-live="polite">
          {unseenCount === 0 ? 'All caught up' : `${unseenCount} unseen`}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={props.onMarkAllSeen}
          disabled={unseenCount === 0 || props.marking}
        >
          {props.marking ? 'Marking…' : 'Mark all as seen'}
        </Button>
      </S.Toolbar>
      <S.List aria-label="Notifications">
        {notifications.map((row) => (
          <Row key={row.id} row={row} onOpen={props.onOpen} />
        ))}
      </S.List>
    </>
  );
}
