import { lazy, Suspense } from 'react';
import { PageFrame } from '../frame/PageFrame';
import { topicGroups, withTopic } from './preferenceGroups';
import { usePreferencesForm } from './usePreferencesForm';
import { useSignedInPage } from './useSignedInPage';

const PreferencesView = lazy(() => import('../../../variants/notifications/PreferencesView'));

/** /notification-settings: what the shopper wants to be notified about. */
export default function NotificationSettingsPage() {
  const { known, token, onSignIn } = useSignedInPage('notification settings');
  const form = usePreferencesForm(token, known);
  return (
    <PageFrame>
      <Suspense fallback={null}>
        <PreferencesView
          status={form.status}
          groups={form.preferences === null ? [] : topicGroups(form.preferences)}
          errorMessage={form.errorMessage}
          saveLabel="Save settings"
          saving={form.saving}
          emptyGroupText=""
          onToggle={(_group, topic, checked) =>
            form.update((preferences) => withTopic(preferences, topic, checked))
          }
          onSave={form.save}
          onSignIn={onSignIn}
        />
      </Suspense>
    </PageFrame>
  );
}
