import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSignInPrompt } from '../../account/SignInPrompt';
import { isSignedIn } from '../../stores/selectors';
import { useStores } from '../../stores/StoresProvider';

/**
 * Spec 6: the notification pages are for signed-in shoppers; a guest gets the sign-in-required
 * modal once on arrival (once the stored session is known), and the inline "Sign In" opens it again.
 */
export function useSignedInPage(feature: string) {
  const stores = useStores();
  const session = useSnapshot(stores.session);
  const signedIn = isSignedIn(session);
  const prompt = useSignInPrompt();
  // While hydrating server HTML the stored session is not read yet: a guest there may not be one.
  const known = stores.sessionKnown;
  useEffect(() => {
    if (known && !signedIn) prompt.require(feature);
  }, [known, signedIn, prompt, feature]);
  return {
    /** False while hydrating: the page shows its loading state, not the guest one. */
    known,
    token: signedIn ? session.sessionHandle : null,
    onSignIn: () => prompt.require(feature),
  };
}
