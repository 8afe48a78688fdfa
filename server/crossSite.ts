/**
 * Cross-site request forgery: the session cookie goes with every request the browser makes to
 * this origin, whoever's page asks. A call that changes something is taken only when the browser
 * says it came from this storefront (Sec-Fetch-Site, else Origin), or when it carries the header
 * our API client always sends, which a form cannot send and another site's script could only send
 * after a CORS preflight this server never grants.
 */
import { STOREFRONT_REQUEST_HEADER } from '../engine/api/client';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when `request` changes state and does not come from the storefront's own pages. */
export function isForeignWrite(request: Request, trustedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site === 'same-origin') return false;
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.get('origin');
  if (origin !== null) return !trustedOrigins.includes(origin);
  return request.headers.get(STOREFRONT_REQUEST_HEADER) === null;
}
