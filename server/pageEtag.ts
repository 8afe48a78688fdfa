/**
 * Validators for pages sent whole and for API reads: a weak ETag of what the shopper sees, and
 * the If-None-Match check that turns a repeat into a 304 without a body.
 */
import { createHash } from 'node:crypto';
import type { WholePage } from './renderedPage';

const digest = (data: string | Uint8Array) => createHash('sha1').update(data).digest('base64url');

/**
 * A page's ETag: of its HTML, styles, the data it hydrates from and the chunks it names, in this
 * build. Weak: two renders a minute apart carry different clocks and fetch times (the store hours'
 * pin, each query's dataUpdatedAt) for the same page, and a browser that keeps the older copy
 * shows the same thing.
 */
export function pageEtag(page: WholePage, build: string): string {
  const data = page.state.queries.map((query) => [
    query.queryHash,
    query.state.status,
    query.state.data,
  ]);
  // Part by part, each with its length: no copy of the whole page is made to be hashed, and no
  // two different pages run together into the same input.
  const hash = createHash('sha1');
  for (const part of [
    build,
    String(page.status),
    page.html,
    page.styles,
    JSON.stringify(page.storeSelection ?? null),
    page.hydrationModules.join(' '),
    JSON.stringify(data),
  ]) {
    hash.update(`${part.length}:`).update(part);
  }
  return `W/"${hash.digest('base64url')}"`;
}

/** A body's weak ETag (an API read's JSON). */
export function bodyEtag(body: string | Uint8Array): string {
  return `W/"${digest(body)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2), or is "*". */
export function notModified(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === ours);
}
