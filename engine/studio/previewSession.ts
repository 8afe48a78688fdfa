/**
 * The studio's "signed in" shopper: the studio signs the demo shopper in with the mock backend
 * once, and hands the session to every frame with its first document (frameProtocol). Frames
 * signing in one by one would spend the backend's sign-in allowance (five tries per account a
 * minute): comparing ten footers, or switching the store twice, would leave frames previewing a
 * guest. The session lives in the studio's memory only, never in its storage.
 */
import { z } from 'zod';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../fixtures/data';
import { accountCalls } from '../api/accountCalls';
import { defaultApiClient } from '../api/defaultClient';

const SignInAnswerSchema = z.object({ token: z.string().min(1) });

/** The session for the preview frames, or null when the sign-in failed (the frames play a guest). */
export type PreviewSession = Promise<string | null>;

export async function signInPreviewShopper(
  signIn: () => Promise<unknown> = () =>
    accountCalls(defaultApiClient).signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
): PreviewSession {
  try {
    const answer = SignInAnswerSchema.safeParse(await signIn());
    return answer.success ? answer.data.token : null;
  } catch {
    return null;
  }
}
