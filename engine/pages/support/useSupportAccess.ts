import { useSnapshot } from 'valtio';
import { useSignInPrompt } from '../../account/SignInPrompt';
import { isSignedIn } from '../../stores/selectors';
import { useStores } from '../../stores/StoresProvider';

const FEATURE = 'Customer Support';

/**
 * Tickets are for signed-in shoppers (spec 6). Guests get an inline "Sign In", as on the chat
 * pages: no modal on arrival, since the server renders every visitor as a guest and a modal raised
 * while the page hydrates would stay on top of a signed-in shopper's page.
 */
export function useSupportAccess() {
  const session = useSnapshot(useStores().session);
  const prompt = useSignInPrompt();
  return {
    token: isSignedIn(session) ? session.sessionHandle : null,
    onSignIn: () => prompt.require(FEATURE),
  };
}
