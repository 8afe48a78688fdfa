import { proxy } from 'valtio';
import type { SessionData, User, Visitor } from '../../schemas';
import { SESSION_DEFAULTS } from './storeDefaults.prebuilt';

/**
 * Who the shopper is: the session handle (the sign-in answer's token; behind the storefront's
 * server a stand-in for the token in its HttpOnly cookie) and user (spec 6: signed in when a
 * token is present), the
 * initial session data (§3), the popup visitor and the checkout id kept for one provider (7.6).
 */
export type SessionState = SessionData & {
  sessionHandle: string | null;
  user: User | null;
  visitor: Visitor | null;
  canCheckoutId: string | null;
};

export const EMPTY_SESSION: SessionState = {
  ...SESSION_DEFAULTS,
  sessionHandle: null,
  user: null,
  visitor: null,
  canCheckoutId: null,
};

/** `initial` must be plain data (a snapshot), not another proxy: it is deep-copied. */
export const createSessionStore = (initial: Partial<SessionState> = {}): SessionState =>
  proxy(structuredClone({ ...EMPTY_SESSION, ...initial }));

export function signIn(session: SessionState, token: string, user: User): void {
  session.sessionHandle = token;
  session.user = { ...user };
}

export function setUser(session: SessionState, user: User | null): void {
  session.user = user === null ? null : { ...user };
}

export function signOut(session: SessionState): void {
  session.sessionHandle = null;
  session.user = null;
}

/** The initial session data the server hands over on load (§3). */
export function setSessionData(session: SessionState, data: Partial<SessionData>): void {
  Object.assign(session, data);
}

export function setVisitor(session: SessionState, visitor: Visitor | null): void {
  session.visitor = visitor === null ? null : { ...visitor };
}

export function setCheckoutId(session: SessionState, checkoutId: string | null): void {
  session.canCheckoutId = checkoutId;
}

export function setCheckoutCreationTime(session: SessionState, time: number | null): void {
  session.checkoutCreationTime = time;
}

/** Spec 4.2: the chosen state is kept locally as canUserSelectedState. */
export function setUserSelectedState(session: SessionState, stateCode: string): void {
  session.canUserSelectedState = stateCode;
}

/** Age consent and the customer-choice visit both gate the store-closed popup (spec 4.6). */
export function setAgeConsent(session: SessionState, consented: boolean): void {
  session.canAgeConsent = consented;
}

export function markCustomerChoicePageVisited(session: SessionState): void {
  session.isVisitedCustomerChoicePage = true;
}
