/**
 * What one run knows: its account, and what earlier answers named (the store, the product, the
 * ticket it opened) for later calls' paths and bodies. Steps fill it in as answers arrive.
 */
import type { JsonObject } from './json.ts';
import type { SuiteInputs } from './inputs.ts';

export type Account =
  /** Signed up by the run, written to freely and closed at its end. */
  | { readonly kind: 'disposable'; readonly email: string; readonly password: string }
  /** Given with --email/--password: never closed, its password never changed. */
  | { readonly kind: 'existing'; readonly email: string; readonly password: string };

export type Facts = {
  /** Unique per run: in the e-mail address, the cart id, the made-up ids of the 404 cases. */
  readonly runId: string;
  readonly inputs: SuiteInputs;
  readonly account: Account;
  /** The session the signed-in calls carry (sign-in's, else sign-up's). */
  token: string | null;
  /** Sign-up's own session, which sign-out ends while the account is still to be closed. */
  signUpToken: string | null;
  /** Whether the disposable account exists: signed up and not closed yet. */
  accountOpen: boolean;
  /** The password now, once the run changed it. */
  password: string;
  user: JsonObject | null;
  retailer: {
    id: string;
    slugOrId: string;
    latitude: number | null;
    longitude: number | null;
  } | null;
  product: { id: string; slug: string; name: string; option: string; price: number } | null;
  careerPosition: string | null;
  postSlug: string | null;
  visitorId: string | null;
  campaign: { id: string; name: string; templateType: string } | null;
  cartId: string | null;
  notificationId: string | null;
  notificationPreferences: JsonObject | null;
  wishlistSlug: string | null;
  chatId: string | null;
  ticketId: string | null;
};

export function newFacts(runId: string, inputs: SuiteInputs, account: Account): Facts {
  return {
    runId,
    inputs,
    account,
    token: null,
    signUpToken: null,
    accountOpen: false,
    password: account.password,
    user: null,
    retailer: null,
    product: null,
    careerPosition: null,
    postSlug: null,
    visitorId: null,
    campaign: null,
    cartId: null,
    notificationId: null,
    notificationPreferences: null,
    wishlistSlug: null,
    chatId: null,
    ticketId: null,
  };
}
