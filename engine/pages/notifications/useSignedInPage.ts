import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSignInPrompt } from '../../shell/SignInPrompt';
import { isSignedIn } from '../../stores/selectors';
import { useStores } from '../../stores/StoresProvider';

/**
 * Spec 6: the notification pages are for signed-in shoppers; a guest gets the sign-in-required
 * modal once on arrival, and the page's inline "Sign In" opens it again.
 */
export function useSignedInPage(feature: string) {
  const session = useSnapshot(useStores().session);
  const signedIn = isSignedIn(session);
  const prompt = useSignInPrompt();
  useEffect(() => {
    if (!signedIn) prompt.require(feature);
  }, [signedIn, prompt, feature]);
  return {
    token: signedIn ? session.authToken : null,
    onSignIn: () => prompt.require(feature),
  };
}
