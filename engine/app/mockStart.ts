/**
 * The mocked build answers its API from a service worker (MSW). When the browser refuses one
 * (private window, blocked site data, plain http on a LAN address) the start fails or never
 * settles; the app then shows what is wrong instead of a blank page.
 */

/** A first registration takes well under a second; a start still pending after this never ends. */
export const MOCK_START_DEADLINE_MS = 8_000;

export type StartOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Settles with the start's value, its error, or a timeout error once `ms` have passed. */
export function startWithin<T>(start: Promise<T>, ms: number): Promise<StartOutcome<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () =>
        resolve({ ok: false, error: new Error(`the mock backend did not start within ${ms} ms`) }),
      ms,
    );
    start.then(
      (value) => {
        clearTimeout(timer);
        resolve({ ok: true, value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ ok: false, error });
      },
    );
  });
}
