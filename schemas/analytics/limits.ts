/**
 * The collector's limits, apart from the event schemas: the page's sink batches by them and must
 * not load zod to do so (it loads on a first visit to the home page, within its budget).
 */

/** Events one page sends at once (on page hide, or when this many are waiting). */
export const EVENT_BATCH_MAX = 50;
/** The largest batch body the collector accepts, in bytes. */
export const EVENT_BATCH_BYTES_MAX = 64 * 1024;
