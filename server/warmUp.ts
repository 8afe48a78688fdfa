/**
 * An instance's first renders load its page modules and run cold code: measured with 200 shoppers
 * arriving at a fresh instance, answers took up to 14 s in its first seconds, against 2 s once
 * warm. So before it listens, an instance renders its busiest pages once, whole (as for a
 * crawler), within a deadline in all; what does not render in time (an API that is down) is left
 * to the first shoppers, as before.
 */
import type { Logger } from './logger';

/** The pages most shoppers arrive at; the shop's own path may differ per site (its 404 page
 * warms the same code). */
export const WARM_UP_PATHS = ['/', '/shop', '/deals'] as const;

/** A crawler's user agent: whole pages, no streaming left running after the answer. */
const WARM_UP_AGENT =
  'Mozilla/5.0 (compatible; StorefrontWarmUp/1.0; +https://example.invalid/bot)';

export type WarmUpResult = { warmed: number; ms: number };

export async function warmUp(
  fetch: (request: Request) => Response | Promise<Response>,
  origin: string,
  {
    paths = WARM_UP_PATHS,
    deadlineMs,
    logger,
  }: {
    paths?: readonly string[];
    deadlineMs: number;
    logger?: Pick<Logger, 'info' | 'warn'>;
  },
): Promise<WarmUpResult> {
  const started = performance.now();
  const left = () => deadlineMs - (performance.now() - started);
  let warmed = 0;
  for (const path of paths) {
    if (left() <= 0) break;
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), left());
    });
    const rendered = Promise.resolve()
      .then(() => fetch(new Request(origin + path, { headers: { 'user-agent': WARM_UP_AGENT } })))
      .then(async (response) => {
        await response.arrayBuffer();
        return response.ok || response.status === 404;
      })
      .catch(() => false);
    const done = await Promise.race([rendered, outOfTime]);
    clearTimeout(timer);
    if (done === true) warmed += 1;
  }
  const ms = Math.round(performance.now() - started);
  if (warmed < paths.length) {
    logger?.warn(
      { warmed, of: paths.length, ms },
      'Warm-up incomplete: the first shoppers render the rest.',
    );
  } else {
    logger?.info({ warmed, ms }, `Warmed up ${warmed} pages in ${ms} ms.`);
  }
  return { warmed, ms };
}
