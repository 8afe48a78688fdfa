/**
 * How long a call may take before the client gives up: no request may hang forever.
 * One place, so the numbers can be weighed against each other.
 */
export const DEADLINES = {
  /** Reads: long enough for a slow product search, short enough that a skeleton never stays. */
  read: 10_000,
  /** Writes wait longer: a checkout may talk to the point-of-sale system before it answers. */
  write: 15_000,
  /**
   * The CMS settings hold the whole page on a skeleton, so they give up sooner and the site
   * renders on the spec defaults instead (SiteLoader).
   */
  settings: 5_000,
} as const;

/** The deadline a request gets when its caller names none. */
export function defaultDeadline(method: string): number {
  return method === 'GET' ? DEADLINES.read : DEADLINES.write;
}
