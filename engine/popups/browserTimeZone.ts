/** The parts of the Temporal API read here: not in every browser yet, nor in TypeScript's libs. */
type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * The browser's IANA time zone ("America/Denver"), 'UTC' when it gives none. Temporal answers at
 * once; `Intl.DateTimeFormat` first loads the locale's date data, about 100 ms of a throttled
 * phone's main thread on a page's first call, so it is only the fallback where
 * Temporal is missing.
 */
export function browserTimeZone(scope: typeof globalThis = globalThis): string {
  const temporal = (scope as { Temporal?: TemporalNow }).Temporal;
  const zone =
    temporal?.Now?.timeZoneId?.() ?? scope.Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone || 'UTC';
}
