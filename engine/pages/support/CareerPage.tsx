import { CareerView } from '../../../variants/support/SupportViews';
import { useApiClient } from '../../api/ApiClientProvider';
import { supportCalls, useCareerOpenings } from '../../api/supportCalls';
import { useForm } from '../../forms/useForm';
import { PageFrame } from '../frame/PageFrame';
import { fileBinding } from './fileBinding';
import { CAREER_FIELDS } from './supportFields';

/**
 * /career (routed only when appSettings.careerVersion is set, spec 2.1): open positions and
 * "Apply Now", sent as multipart with the resume (spec 3 "Form bodies").
 */
export function CareerPage() {
  const client = useApiClient();
  const openings = useCareerOpenings();
  const form = useForm({
    fields: CAREER_FIELDS,
    initialValues: { name: '', email: '', contactNumber: '', position: '', resume: null },
    send: (body) => supportCalls(client).applyForJob(body),
  });
  const rows = (openings.data ?? []).map((opening) => ({ key: opening._id, ...opening }));
  return (
    <PageFrame description="Join our team: open positions at our dispensaries.">
      <CareerView
        openings={rows}
        openingsLoading={openings.isPending}
        positions={rows.map((row) => row.title)}
        form={{
          name: form.field('name'),
          email: form.field('email'),
          contactNumber: form.field('contactNumber'),
          position: form.field('position'),
          resume: fileBinding(form, 'resume'),
          submitting: form.submitting,
          serverError: form.serverError,
          successMessage: form.successMessage,
          onSubmit: form.onSubmit,
        }}
      />
    </PageFrame>
  );
}
