import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { NotificationsSeenBody } from '../../../schemas/api/requestBodies';
import { useApiClient } from '../../api/ApiClientProvider';
import { notificationsQuery } from '../../api/accountQueries';
import { useNotifications } from '../../api/hooks';
import { accountQueryStatus } from '../../api/queryStatus';
import { useApiMutation } from '../../api/useApiMutation';
import { useShopPath } from '../../site/useShopPath';
import { markNotificationsSeen, setUnseenCount } from '../../stores/notifications';
import { notificationBadge } from '../../stores/selectors';
import { useStores } from '../../stores/StoresProvider';
import { useNow } from '../../viewmodels/storeSelection/clock';
import { PageFrame } from '../frame/PageFrame';
import { notificationRows } from './notificationRows';
import { useSignedInPage } from './useSignedInPage';

const NotificationsView = lazy(() => import('../../../variants/notifications/NotificationsView'));

/** /notification: the list with relative date labels (spec 9), mark as seen, empty state. */
export default function NotificationListPage() {
  const { known, token, onSignIn } = useSignedInPage('notifications');
  const stores = useStores();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const counts = useSnapshot(stores.notifications);
  const query = useNotifications(token);
  const now = useNow();
  const shopHref = useShopPath();

  useEffect(() => {
    if (query.data) setUnseenCount(stores.notifications, query.data.unseenCount);
  }, [query.data, stores.notifications]);

  const markSeen = useApiMutation(
    (ids: string[] | null) => {
      const body: NotificationsSeenBody = ids === null ? {} : { ids };
      return client.post('/notifications/seen', body, { token });
    },
    {
      silent: true,
      onSuccess: (result, ids) => {
        if (!result.ok) return;
        if (ids === null) markNotificationsSeen(stores.notifications);
        void queryClient.invalidateQueries({ queryKey: notificationsQuery(token).queryKey });
      },
    },
  );

  const rows = notificationRows(query.data?.data ?? [], now);
  const status = known ? accountQueryStatus(token !== null, query) : 'loading';
  return (
    <PageFrame>
      <Suspense fallback={null}>
        <NotificationsView
          status={status}
          notifications={rows}
          unseenCount={status === 'ready' ? notificationBadge(counts) : 0}
          errorMessage={query.error?.message ?? ''}
          shopHref={shopHref}
          marking={markSeen.isPending}
          onMarkAllSeen={() => markSeen.mutate(null)}
          onOpen={(id) => {
            if (rows.some((row) => row.id === id && !row.isSeen)) markSeen.mutate([id]);
          }}
          onSignIn={onSignIn}
        />
      </Suspense>
    </PageFrame>
  );
}
