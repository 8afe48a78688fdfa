import { lazy, Suspense, useState } from 'react';
import { PageFrame } from '../frame/PageFrame';
import { useNotificationPermission } from './useNotificationPermission';
import { useSignedInPage } from './useSignedInPage';

const PermissionView = lazy(() => import('../../../variants/notifications/PermissionView'));

/**
 * /permission-settings: the browser's notification permission (read after hydration, never in
 * the server render), a button that asks for it, and what to do when it is blocked.
 */
export default function PermissionSettingsPage() {
  useSignedInPage('notification settings');
  const { permission, ask } = useNotificationPermission();
  const [asking, setAsking] = useState(false);
  return (
    <PageFrame>
      <Suspense fallback={null}>
        <PermissionView
          permission={permission}
          asking={asking}
          onAsk={() => {
            setAsking(true);
            void ask().finally(() => setAsking(false));
          }}
        />
      </Suspense>
    </PageFrame>
  );
}
