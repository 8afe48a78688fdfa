/**
 * The status of a rendered page whose own data never came. A page stands in a provisional title
 * while its record loads (engine/pages/frame/PageHead); once the server's data passes are done, a
 * title still provisional means the API failed for that record (a failed query renders as still
 * loading). Such a page is no page to index: 503, so a crawler keeps the copy it has and comes
 * back, instead of taking a skeleton under a 200. The browser renders it as usual and asks again.
 */
import { PROVISIONAL_TITLE } from '../engine/shell/pageTitle';

const PROVISIONAL = new RegExp(`<title\\b[^>]*\\b${PROVISIONAL_TITLE}\\b`);

/** `status` as the page reported it (200 unless it said otherwise), or 503 for a page without
 * its data. */
export function pageStatus(status: number, html: string): number {
  return status === 200 && PROVISIONAL.test(html) ? 503 : status;
}
