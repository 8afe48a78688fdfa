import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { UserSchema, type User } from '../../../schemas';
import { ProfileView } from '../../../variants/account/AccountViews';
import { PROFILE_FIELDS } from '../../account/accountFields';
import { accountCalls } from '../../api/accountCalls';
import { meQuery } from '../../api/accountQueries';
import { useApiClient } from '../../api/ApiClientProvider';
import { useForm } from '../../forms/useForm';
import { setUser } from '../../stores/session';
import { useStores } from '../../stores/StoresProvider';
import { formatContactNumber } from '../../rules/validation';
import { PageFrame } from '../frame/PageFrame';
import { AccountGate } from './AccountGate';

function Profile({ user, token }: { user: User; token: string }) {
  const [editing, setEditing] = useState(false);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const stores = useStores();
  const form = useForm({
    fields: PROFILE_FIELDS,
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: formatContactNumber(user.phone),
    },
    send: (body) => accountCalls(client).updateProfile(token, body),
    onAccepted: (result) => {
      // The header's name and the profile follow the server's answer at once.
      const saved = UserSchema.safeParse(
        typeof result.response === 'object' && result.response !== null && 'data' in result.response
          ? result.response.data
          : null,
      );
      if (saved.success) {
        queryClient.setQueryData(meQuery(token).queryKey, saved.data);
        setUser(stores.session, saved.data);
      }
      setEditing(false);
    },
  });
  return (
    <ProfileView
      user={user}
      editing={editing}
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      form={{
        firstName: form.field('firstName'),
        lastName: form.field('lastName'),
        email: form.field('email'),
        phone: form.field('phone'),
        submitting: form.submitting,
        serverError: form.serverError,
        onSubmit: form.onSubmit,
      }}
    />
  );
}

/** /profile: view and edit name, e-mail and phone (spec 2.1). */
export default function ProfilePage() {
  return (
    <PageFrame>
      {/* Keyed by the saved user: an edit starts from what the server holds now. */}
      <AccountGate>
        {(user, token) => <Profile key={JSON.stringify(user)} user={user} token={token} />}
      </AccountGate>
    </PageFrame>
  );
}
