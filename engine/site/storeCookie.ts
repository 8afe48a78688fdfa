import { inSelectionOrder, type StoreSelection } from '../stores/storeSelection';

/**
 * The chosen store, its menu type and order type in a cookie: the server renders the
 * shopper's store (its menu, prices and deals) and the browser's first render starts from the
 * same value, so the page hydrates without a mismatch. localStorage stays the app's own record
 * (spec 9); the cookie mirrors it.
 */
export const STORE_COOKIE = 'storefront-store';

/** A year: a shopper's store choice outlives the session, as its storage key does. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The document.cookie assignment that records `selection` (or forgets it: no store chosen). */
export function storeSelectionCookie(selection: StoreSelection): string {
  if (selection.retailerId === '') return `${STORE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return `${STORE_COOKIE}=${storeSelectionCookieValue(selection)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The cookie's value for a selection: one spelling for each, the fields in a fixed order. */
export function storeSelectionCookieValue(selection: StoreSelection): string {
  return encodeURIComponent(JSON.stringify(inSelectionOrder(selection)));
}
