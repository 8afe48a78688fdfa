// `npm run loadtest`: a bounded load on loopback against the deploy/ reference (nginx in front of
// two instances built for a retailer's API, with the mock API; scripts/deployStack.ts), each
// scenario for a fixed time. It prints p50/p95/p99, throughput, failures by status, pages rendered
// per second and the instances' memory before and after, and writes them as JSON. A benchmark,
// not a test: nothing here passes or fails on a number. Before the scenarios, what one render
// costs (scripts/renderCost); during each, how soon pages start to arrive; after them, a SIGTERM
// to an instance under load (scripts/loadProbes). `--smoke` runs every kind of scenario briefly
// (the journeys run it, e2e/deployReference.spec.ts); `--only NAME` (repeatable; a part of a
// scenario's name, `renders` or `shutdown`) picks what runs; `--duration S` sets each scenario's
// seconds; `--soak MINUTES` runs only the 200 guests straight to one instance that long, with its
// memory every 10 s; `--out FILE` where the JSON goes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startDeployStack, type DeployStack } from './deployStack.ts';
import {
  BROWSER_UA,
  firstBytesWhile,
  memoryWhile,
  probeWhile,
  residentMb,
  shutdownUnderLoad,
  type FirstBytes,
  type MemoryTrace,
  type ProbeTimes,
  type ShutdownResult,
} from './loadProbes.ts';
import { formatRenderCost, measureRenderCost, type RenderCost } from './renderCost.ts';

/** What the shopper's pages are: the home, the shop, a product and the deals. */
const GUEST_PAGES = ['/', '/shop', '/product/blue-dream', '/deals'];

export type Scenario = {
  name: string;
  /** Through nginx (edge) or straight to the first instance. */
  target: 'edge' | 'direct';
  connections: number;
  /** Sent with every request: a signed-in shopper's session cookie. */
  headers?: Record<string, string>;
  /** The mock API's faults for the scenario (MOCK_API_FAULTS); 'down': the API is stopped. */
  api?: string | 'down';
  /** Runs at least this long: a slow or hung API holds a page for up to the render budget (3 s). */
  minSeconds?: number;
};

export const SCENARIOS: readonly Scenario[] = [
  { name: 'guests through nginx, 50', target: 'edge', connections: 50 },
  { name: 'guests through nginx, 200', target: 'edge', connections: 200 },
  { name: 'guests to one instance, 50', target: 'direct', connections: 50 },
  { name: 'guests to one instance, 200', target: 'direct', connections: 200 },
  {
    name: 'signed-in shoppers through nginx, 50',
    target: 'edge',
    connections: 50,
    headers: { cookie: 'storefront_session=load-test' },
  },
  {
    name: 'API slow (2 s), to one instance',
    target: 'direct',
    connections: 50,
    api: '{"*":{"delayMs":2000}}',
    minSeconds: 5,
  },
  {
    name: 'API failing (500), to one instance',
    target: 'direct',
    connections: 50,
    api: '{"*":500}',
  },
  {
    name: 'API hung, to one instance',
    target: 'direct',
    connections: 50,
    api: '{"*":"hang"}',
    minSeconds: 5,
  },
  {
    name: 'API down after a good start, to one instance',
    target: 'direct',
    connections: 50,
    api: 'down',
  },
];

export type ScenarioResult = {
  name: string;
  target: string;
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  byStatus: Record<string, number>;
  /** Connection errors and requests that got no answer within autocannon's timeout. */
  errors: number;
  timeouts: number;
  /** Pages an instance rendered per second: through nginx, those its cache did not answer;
   * straight to one, those not answered 503 (mostly the busy page, which renders nothing). */
  rendersPerSecond: number;
  memoryMb: { before: number[]; after: number[] };
  /** One more shopper's pages, one after another while the load runs: to their first bytes. */
  firstByteMs: FirstBytes;
  /** The probe a balancer asks (/healthz) every 50 ms meanwhile: to the whole answer. */
  healthzMs: ProbeTimes;
};

/** Milliseconds to a tenth. */
const tenths = (ms: number) => Math.round(ms * 10) / 10;

const percentile = (sorted: readonly number[], p: number) =>
  tenths(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/** The status of a response as autocannon's parser reports it. */
const statusOf = (info: unknown) =>
  typeof info === 'object' && info !== null && 'statusCode' in info ? info.statusCode : null;

/** The X-Cache value of a response's headers as autocannon's parser reports them: an object
 * whose `headers` is the raw list [name, value, name, value, …]. */
function cacheStatus(info: unknown): string | null {
  const raw = typeof info === 'object' && info !== null && 'headers' in info ? info.headers : null;
  if (!Array.isArray(raw)) return null;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (String(raw[i]).toLowerCase() === 'x-cache') return String(raw[i + 1]);
  }
  return null;
}

export async function runScenario(
  stack: DeployStack,
  scenario: Scenario,
  atLeast: number,
): Promise<ScenarioResult> {
  const seconds = Math.max(atLeast, scenario.minSeconds ?? 0);
  if (scenario.api === 'down') await stack.stopApi();
  else if (scenario.api !== undefined) await stack.restartApi(scenario.api);
  const origin = scenario.target === 'edge' ? stack.origin : stack.instanceOrigins[0];
  const before = stack.instancePids().map(residentMb);
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  let renders = 0;
  const load = autocannon({
    url: origin,
    connections: scenario.connections,
    duration: seconds,
    // A hung API holds a page for its render budget (3 s): well within this.
    timeout: 10,
    headers: { 'user-agent': BROWSER_UA, ...scenario.headers },
    requests: GUEST_PAGES.map((page) => ({ method: 'GET' as const, path: page })),
    setupClient: (client) => {
      client.on('headers', (info: unknown) => {
        const cache = cacheStatus(info);
        // Through nginx, what its cache did not answer; straight to an instance, the pages it
        // answered (a 503 is mostly the busy page, which renders nothing).
        const rendered =
          scenario.target === 'direct' ? statusOf(info) !== 503 : cache !== null && cache !== 'HIT';
        if (rendered) renders += 1;
      });
      client.on('response', (status: number, _bytes: number, ms: number) => {
        latencies.push(ms);
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      });
    },
  });
  const [result, firstByteMs, healthzMs] = await Promise.all([
    load,
    firstBytesWhile(origin, GUEST_PAGES, load),
    probeWhile(`${origin}/healthz`, load),
  ]);
  const after = stack.instancePids().map(residentMb);
  // The next scenario starts on a healthy API.
  if (scenario.api !== undefined) await stack.restartApi(null);
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    target: scenario.target,
    connections: scenario.connections,
    seconds,
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    latencyMs: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: tenths(latencies.at(-1) ?? 0),
    },
    byStatus,
    errors: result.errors,
    timeouts: result.timeouts,
    rendersPerSecond: Math.round(renders / seconds),
    memoryMb: { before, after },
    firstByteMs,
    healthzMs,
  };
}

/** One line a scenario, for people. */
export function formatResult(result: ScenarioResult): string {
  const { p50, p95, p99 } = result.latencyMs;
  const statuses = Object.entries(result.byStatus)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return (
    `${result.name.padEnd(48)} ${String(result.perSecond).padStart(6)}/s  ` +
    `p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms  renders ${result.rendersPerSecond}/s  ` +
    `[${statuses}] errors ${result.errors} timeouts ${result.timeouts}  ` +
    `first bytes p95 ${result.firstByteMs.p95} ms max ${result.firstByteMs.max} ms  ` +
    `/healthz p99 ${result.healthzMs.p99} ms  ` +
    `memory ${result.memoryMb.before.join('/')} → ${result.memoryMb.after.join('/')} MB`
  );
}

const SMOKE_CONNECTIONS = 10;
const SMOKE_HELD_SECONDS = 2;

/** The smoke: every scenario for `seconds`, at a few connections. */
export const smokeScenarios = (): Scenario[] =>
  SCENARIOS.filter((scenario) => scenario.connections === 50).map((scenario) => ({
    ...scenario,
    connections: SMOKE_CONNECTIONS,
    // Long enough for pages held by a slow or hung API to come back within a short render
    // budget (the journeys' instances have one: e2e/deployReference.spec.ts).
    ...(scenario.minSeconds === undefined ? {} : { minSeconds: SMOKE_HELD_SECONDS }),
  }));

/** SIGTERM to the second instance while 20 pages are on their way to it and 50 shoppers load it. */
async function shutdownScenario(stack: DeployStack): Promise<ShutdownResult> {
  const origin = stack.instanceOrigins[1];
  const load = autocannon({
    url: origin,
    connections: 50,
    duration: 4,
    headers: { 'user-agent': BROWSER_UA },
    requests: GUEST_PAGES.map((page) => ({ method: 'GET' as const, path: page })),
  });
  // The load is under way before the signal: a second of it first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const result = await shutdownUnderLoad(origin, GUEST_PAGES, 20, () => stack.stopInstance(1));
  await load;
  return result;
}

/** The 200 guests straight to one instance for `minutes`, its memory every 10 s. */
async function soak(stack: DeployStack, minutes: number): Promise<MemoryTrace> {
  const [pid] = stack.instancePids();
  if (pid === undefined) throw new Error('No instance to soak.');
  const load = autocannon({
    url: stack.instanceOrigins[0],
    connections: 200,
    duration: minutes * 60,
    timeout: 10,
    headers: { 'user-agent': BROWSER_UA },
    requests: GUEST_PAGES.map((page) => ({ method: 'GET' as const, path: page })),
  });
  return memoryWhile(pid, 10_000, load);
}

async function main(args: readonly string[]) {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at === -1 ? undefined : args[at + 1];
  };
  const smoke = args.includes('--smoke');
  const only = args.flatMap((arg, at) => (args[at - 1] === '--only' ? [arg] : []));
  const picked = (name: string) => only.length === 0 || only.some((part) => name.includes(part));
  const seconds = Number(value('--duration') ?? (smoke ? 2 : 15));
  const soakMinutes = value('--soak') === undefined ? null : Number(value('--soak'));
  const out = path.resolve(value('--out') ?? 'loadtest-results.json');
  const scenarios = (smoke ? smokeScenarios() : SCENARIOS).filter((scenario) =>
    picked(scenario.name),
  );
  const base = Number(process.env.LOADTEST_PORT ?? 3650);
  console.log('Building and starting the deploy/ reference on loopback…');
  const stack = await startDeployStack({
    edge: base,
    instances: [base + 1, base + 2],
    api: base + 3,
  });
  const report: {
    at: string;
    renderCost?: RenderCost;
    results: ScenarioResult[];
    shutdown?: ShutdownResult;
    soak?: MemoryTrace;
  } = { at: new Date().toISOString(), results: [] };
  try {
    if (soakMinutes !== null) {
      report.soak = await soak(stack, soakMinutes);
      const { levelledMb, finalMb, driftPercent, samples } = report.soak;
      console.log(samples.map(([at, mb]) => `${at}s ${mb}`).join('  '));
      console.log(
        `memory levelled at ${levelledMb} MB, ${finalMb} MB at the end (${driftPercent} %)`,
      );
    } else {
      const [pid] = stack.instancePids();
      if (!smoke && picked('renders') && pid !== undefined) {
        report.renderCost = await measureRenderCost(stack.instanceOrigins[0], pid, GUEST_PAGES);
        console.log(formatRenderCost(report.renderCost));
      }
      for (const scenario of scenarios) {
        const result = await runScenario(stack, scenario, seconds);
        console.log(formatResult(result));
        report.results.push(result);
      }
      if (picked('shutdown')) {
        report.shutdown = await shutdownScenario(stack);
        const { exitMs, outcomes } = report.shutdown;
        console.log(
          `SIGTERM under load: exited in ${exitMs} ms; pages in flight ${JSON.stringify(outcomes)}`,
        );
      }
    }
  } finally {
    await stack.stop();
  }
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
