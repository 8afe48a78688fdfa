import { lazy, Suspense } from 'react';
import { useBrands, useCategories } from '../../api/hooks';
import { PageFrame } from '../frame/PageFrame';
import { dealAlertGroups, withDealAlert } from './preferenceGroups';
import { usePreferencesForm } from './usePreferencesForm';
import { useSignedInPage } from './useSignedInPage';

const PreferencesView = lazy(() => import('../../../variants/notifications/PreferencesView'));

/** /deals-alert: deal alerts by category and brand. */
export default function DealsAlertPage() {
  const { known, token, onSignIn } = useSignedInPage('deal alerts');
  const form = usePreferencesForm(token, known);
  const categories = useCategories();
  const brands = useBrands();
  const listsPending = categories.isPending || brands.isPending;
  return (
    <PageFrame>
      <Suspense fallback={null}>
        <PreferencesView
          status={form.status === 'ready' && listsPending ? 'loading' : form.status}
          groups={
            form.preferences === null
              ? []
              : dealAlertGroups(
                  form.preferences,
                  categories.data?.items ?? [],
                  brands.data?.items ?? [],
                )
          }
          errorMessage={form.errorMessage}
          saveLabel="Save deal alerts"
          saving={form.saving}
          emptyGroupText="Nothing to follow here yet."
          onToggle={(group, id, checked) =>
            form.update((preferences) => withDealAlert(preferences, group, id, checked))
          }
          onSave={form.save}
          onSignIn={onSignIn}
        />
      </Suspense>
    </PageFrame>
  );
}
