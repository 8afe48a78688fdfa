/**
 * `npm run vitals:report [-- --base-url URL]`: reads the `web_vitals` events the mock API's
 * collector keeps (`GET /collector/events`, outside its /api) and prints each metric's 75th
 * percentile per route, with its number of samples. Returns the exit code: 0 when it printed a
 * report (or said there is nothing yet), 1 when the collector could not be read, 2 on bad
 * arguments.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CollectedEventSchema } from '../schemas/analytics/events';
import { MOCK_API_DEFAULT_PORT } from '../server/mockApiPort';
import { vitalsRows, vitalsTable, type VitalSample } from './vitalsTable';

export const COLLECTOR_PATH = '/collector/events?name=web_vitals';
const TIMEOUT_MS = 10_000;

export const defaultBaseUrl = (env: NodeJS.ProcessEnv = process.env) =>
  `http://127.0.0.1:${env.MOCK_API_PORT ?? MOCK_API_DEFAULT_PORT}`;

export const usage = (baseUrl: string) => `Usage: npm run vitals:report [-- --base-url URL]

Prints the 75th percentile (nearest rank) of each Web Vital (LCP, INP, CLS, FCP, TTFB) per
route, with its number of samples, from the web_vitals events the mock API's collector keeps.

  --base-url URL   the mock API (npm run mock-api), default ${baseUrl}
  -h, --help       this text`;

const AnswerSchema = z.object({ data: z.object({ data: z.array(CollectedEventSchema) }) });

export type ReportIo = { out(line: string): void; err(line: string): void };

/** Why a fetch failed, with the system's reason (ECONNREFUSED) when there is one. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`;
  const cause: unknown = error.cause;
  return cause instanceof Error ? cause.message : error.message;
}

function samplesOf(body: unknown): VitalSample[] | null {
  const answer = AnswerSchema.safeParse(body);
  if (!answer.success) return null;
  return answer.data.data.data.flatMap((event) =>
    event.name === 'web_vitals'
      ? [{ route: event.params.route, metric: event.params.metric_name, value: event.params.value }]
      : [],
  );
}

export async function runVitalsReport(
  argv: readonly string[],
  io: ReportIo,
  doFetch: typeof fetch = fetch,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const fallback = defaultBaseUrl(env);
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { 'base-url': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    io.err(`vitals report: ${reasonOf(error)}\n\n${usage(fallback)}`);
    return 2;
  }
  if (values.help === true) {
    io.out(usage(fallback));
    return 0;
  }
  const baseUrl = values['base-url'] ?? fallback;
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    io.err(`vitals report: --base-url must be an http(s) URL, not ${JSON.stringify(baseUrl)}`);
    return 2;
  }
  // The collector's read sits at the service's root, beside /api: a base ending in /api works too.
  const url = new URL(COLLECTOR_PATH, baseUrl).href;
  let response: Response;
  try {
    response = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    io.err(
      `vitals report: could not reach the collector at ${url} (${reasonOf(error)}). Start the mock API with \`npm run mock-api\`, or name where it runs with --base-url.`,
    );
    return 1;
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const samples = response.ok ? samplesOf(body) : null;
  if (samples === null) {
    io.err(
      `vitals report: ${url} answered ${response.status} with no events it could read. Is it the mock API (\`npm run mock-api\`)? A retailer's API has no collector read.`,
    );
    return 1;
  }
  if (samples.length === 0) {
    io.out(
      `No web_vitals events at ${url} yet. Browse the storefront run with API_BASE_URL=${new URL('/api', baseUrl).href} (docs/operations.md, Analytics), with consent given or web_vitals in analyticsCms.necessaryEvents, then leave or reload the pages.`,
    );
    return 0;
  }
  io.out(`Web Vitals from ${samples.length} measurements at ${url}: 75th percentile (samples)`);
  io.out('');
  io.out(vitalsTable(vitalsRows(samples)));
  return 0;
}
