import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TicketFormView } from '../../../variants/support/SupportViews';
import { useApiClient } from '../../api/ApiClientProvider';
import { supportCalls } from '../../api/supportCalls';
import { useForm } from '../../forms/useForm';
import { PageFrame } from '../frame/PageFrame';
import { fileBinding } from './fileBinding';
import { TICKET_CATEGORY_OPTIONS, TICKET_FIELDS } from './supportFields';
import { useSupportAccess } from './useSupportAccess';

/**
 * /create-ticket (signed in): spec 5 rules as warning toasts; the body goes as multipart only when
 * an attachment is chosen (7.1). Once accepted, the shopper lands on /ticket-list with it there.
 */
export function CreateTicketPage() {
  const access = useSupportAccess();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    fields: TICKET_FIELDS,
    initialValues: { subject: '', category: '', message: '', attachment: null },
    send: (body) =>
      supportCalls(client).createTicket(access.token ?? '', body, body.attachment instanceof Blob),
    onAccepted: () => {
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      void navigate('/ticket-list');
    },
  });
  return (
    <PageFrame description="Our support team replies in your ticket list.">
      <TicketFormView
        status={access.token === null ? 'guest' : 'ready'}
        onSignIn={access.onSignIn}
        categories={TICKET_CATEGORY_OPTIONS}
        form={{
          subject: form.field('subject'),
          category: form.field('category'),
          message: form.field('message'),
          attachment: fileBinding(form, 'attachment'),
          submitting: form.submitting,
          serverError: form.serverError,
          successMessage: form.successMessage,
          onSubmit: form.onSubmit,
        }}
      />
    </PageFrame>
  );
}
