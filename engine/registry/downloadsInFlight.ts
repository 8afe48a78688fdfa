/**
 * How many lazily loaded parts (variants, the desktop search box, ad slots, the popup layer, the
 * toast area) are still downloading. A picture of the page is only complete when this is 0: the
 * screenshot runner waits for it after each resize instead of waiting for the page to fall quiet.
 */
let inFlight = 0;

export function trackDownload<T>(download: Promise<T>): Promise<T> {
  inFlight += 1;
  return download.finally(() => {
    inFlight -= 1;
  });
}

export const downloadsInFlight = (): number => inFlight;
