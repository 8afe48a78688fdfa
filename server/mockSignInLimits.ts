/**
 * The embedded mock's sign-in and sign-up limits, as a real API has them: a person mistyping a
 * password is never stopped, a script guessing passwords (or making accounts by the thousand) is.
 * Counted per caller address and per account e-mail within the visitor's sandbox, so one visitor
 * cannot lock another out of the demo account.
 */
import { createAttemptLimiter } from './attemptLimiter';
import { apiError } from './apiErrors';

/** Sign-in and sign-up attempts together, per caller address, per window. */
export const SIGN_IN_TRIES_PER_ADDRESS = 10;
/** Attempts on one account e-mail (in one sandbox), per window. */
export const SIGN_IN_TRIES_PER_ACCOUNT = 5;
export const SIGN_IN_WINDOW_MS = 60_000;
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

const LIMITED_CALLS = new Set(['/api/auth/sign-in', '/api/auth/sign-up']);
/** The longest e-mail address there is: a longer "address" is not kept whole as a key. */
const MAX_EMAIL_LENGTH = 254;

export type SignInCaller = {
  /** The visitor's sandbox (visitorSandbox.ts). */
  sandbox: string;
  /** Null where the server does not know it (in-process tests): only the account is counted. */
  clientAddress: string | null;
};

export type SignInLimitsOptions = {
  /**
   * Count addresses per sandbox too: with test hooks, journeys run side by side from one
   * loopback address, each in a sandbox of its own.
   */
  addressPerSandbox?: boolean;
  now?: () => number;
};

/** The refusal for a sign-in or sign-up beyond its limits; null for every other call. */
export type SignInLimits = (request: Request, caller: SignInCaller) => Promise<Response | null>;

export function createSignInLimits({
  addressPerSandbox = false,
  now,
}: SignInLimitsOptions = {}): SignInLimits {
  const window = { windowMs: SIGN_IN_WINDOW_MS, now };
  const byAddress = createAttemptLimiter({ limit: SIGN_IN_TRIES_PER_ADDRESS, ...window });
  const byAccount = createAttemptLimiter({ limit: SIGN_IN_TRIES_PER_ACCOUNT, ...window });
  return async (request, { sandbox, clientAddress }) => {
    if (request.method !== 'POST' || !LIMITED_CALLS.has(new URL(request.url).pathname)) {
      return null;
    }
    const email = await emailOf(request);
    const address =
      clientAddress === null
        ? null
        : addressPerSandbox
          ? `${sandbox} ${clientAddress}`
          : clientAddress;
    // Both are counted, whichever refuses: every try costs on each of its keys.
    const addressAllowed = address === null || byAddress.attempt(address);
    const accountAllowed = email === null || byAccount.attempt(`${sandbox} ${email}`);
    return addressAllowed && accountAllowed ? null : apiError(429, TOO_MANY_ATTEMPTS);
  };
}

/** The account e-mail a sign-in or sign-up names, normalised as the mock matches it. */
async function emailOf(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json();
    if (typeof body !== 'object' || body === null || !('email' in body)) return null;
    const { email } = body;
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, MAX_EMAIL_LENGTH) : null;
  } catch {
    return null;
  }
}
