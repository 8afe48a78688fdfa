import { useNavigate, useSearchParams } from 'react-router';
import { accountCalls } from '../../api/accountCalls';
import { track } from '../../analytics/bus';
import { useApiClient } from '../../api/ApiClientProvider';
import type { Notify } from '../../api/notify';
import { useSessionActions } from '../../account/useSessionActions';
import { useForm, type FormField } from '../../forms/useForm';
import { authHref, redirectAfterAuth } from '../../rules/authRedirect';

/**
 * Sign-in and sign-up share this: the form layer, the call, and on success the session starts
 * (token kept, header switches, spec 2.3) and the shopper goes back where they came from.
 */
export function useAuthForm<K extends string>(
  kind: 'signIn' | 'signUp',
  fields: readonly FormField<K>[],
  initialValues: Record<K, string>,
  notify?: Notify,
) {
  const client = useApiClient();
  const session = useSessionActions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('redirect');
  const form = useForm<K>({
    fields,
    initialValues,
    notify,
    send: (body) => accountCalls(client)[kind](body),
    onAccepted: (result) => {
      void session.start(result.response).then((started) => {
        if (!started) return;
        track(kind === 'signUp' ? 'sign_up' : 'login', { method: 'email' });
        void navigate(redirectAfterAuth(requested));
      });
    },
  });
  return {
    form,
    signInHref: authHref('/sign-in', requested),
    signUpHref: authHref('/sign-up', requested),
  };
}
