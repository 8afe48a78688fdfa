import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { LazyModal } from '../../ui/Modal/LazyModal';
import { isSignedIn } from '../stores/selectors';
import { useStores } from '../stores/StoresProvider';

type SignInPrompt = { require(feature: string): void };

const SignInPromptContext = createContext<SignInPrompt>({ require: () => undefined });

/**
 * Spec §6: wishlist and notifications ask guests to sign in instead of opening. The prompt is
 * for guests only: it waits until the shopper's stored session is known (a page asking during
 * hydration sees everybody as a guest) and goes away once the shopper is signed in.
 */
export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const [feature, setFeature] = useState<string | null>(null);
  const stores = useStores();
  const signedIn = isSignedIn(useSnapshot(stores.session));
  const require = useCallback((name: string) => setFeature(name), []);
  const value = useMemo(() => ({ require }), [require]);
  // Signing in answers the prompt: it must not come back if the shopper later signs out.
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn !== wasSignedIn) {
    setWasSignedIn(signedIn);
    if (signedIn) setFeature(null);
  }
  return (
    <SignInPromptContext.Provider value={value}>
      {children}
      <LazyModal
        open={feature !== null && stores.sessionKnown && !signedIn}
        onClose={() => setFeature(null)}
        title="Sign in required"
        description={feature ? `Please sign in to use ${feature}.` : undefined}
      >
        <Actions>
          <Link to="/sign-in" onClick={() => setFeature(null)}>
            Sign In
          </Link>
          <Link to="/sign-up" onClick={() => setFeature(null)}>
            Create an account
          </Link>
        </Actions>
      </LazyModal>
    </SignInPromptContext.Provider>
  );
}

export function useSignInPrompt(): SignInPrompt {
  return useContext(SignInPromptContext);
}

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  a {
    flex: 1;
    text-align: center;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
  a:first-child {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
`;
