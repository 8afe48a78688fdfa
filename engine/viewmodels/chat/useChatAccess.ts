import { useSnapshot } from 'valtio';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useSignInPrompt } from '../../account/SignInPrompt';
import { isSignedIn } from '../../stores/selectors';
import { useStores } from '../../stores/StoresProvider';

export type ChatAccess = {
  /** chatPlatformCms.enabled (spec 2.4, 6). */
  enabled: boolean;
  /** The shopper's token; null for guests. */
  token: string | null;
  onSignIn(): void;
};

const FEATURE = 'Chat with Retailer';

/**
 * Who may chat: only where the CMS turns chat on, and only signed in (spec 6). Guests see an
 * inline "Sign In" that opens the sign-in-required modal. No modal on arrival: the server renders
 * every visitor as a guest (it cannot read the stored token), and a modal raised while the page
 * hydrates would stay on top of a signed-in shopper's thread.
 */
export function useChatAccess(): ChatAccess {
  const enabled = useSiteSettings('chatPlatformCms').enabled;
  const session = useSnapshot(useStores().session);
  const signedIn = isSignedIn(session);
  const prompt = useSignInPrompt();

  return {
    enabled,
    token: enabled && signedIn ? session.sessionHandle : null,
    onSignIn: () => prompt.require(FEATURE),
  };
}
