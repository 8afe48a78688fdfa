import { ContactView } from '../../../variants/support/SupportViews';
import { useApiClient } from '../../api/ApiClientProvider';
import { useRetailers } from '../../api/hooks';
import { supportCalls } from '../../api/supportCalls';
import { useForm } from '../../forms/useForm';
import { PageFrame } from '../frame/PageFrame';
import { storeContact } from './storeContacts';
import { CONTACT_FIELDS } from './supportFields';

/** /contact: the contact form (spec 5 rules) and the retailer's stores with their numbers. */
export function ContactPage() {
  const client = useApiClient();
  const retailers = useRetailers();
  const form = useForm({
    fields: CONTACT_FIELDS,
    initialValues: { name: '', email: '', contactNumber: '', message: '' },
    send: (body) => supportCalls(client).sendContactMessage(body),
  });
  const stores = (retailers.data?.items ?? []).map(storeContact);
  return (
    <PageFrame description="Questions about an order, a product or our stores? We are here to help.">
      <ContactView
        stores={stores}
        storesLoading={retailers.isPending}
        form={{
          name: form.field('name'),
          email: form.field('email'),
          contactNumber: form.field('contactNumber'),
          message: form.field('message'),
          submitting: form.submitting,
          serverError: form.serverError,
          successMessage: form.successMessage,
          onSubmit: form.onSubmit,
        }}
      />
    </PageFrame>
  );
}
