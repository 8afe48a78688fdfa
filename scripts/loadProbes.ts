// What a load test watches besides the load itself (scripts/loadtest.ts): how soon pages start
// to arrive while it runs, what a SIGTERM does to the pages in flight, and how memory moves over a
// long run. Benchmarks: nothing here passes or fails on a number.
import { readFileSync } from 'node:fs';

/** A browser's user agent: shoppers get streamed pages, whose first bytes come before the rest. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';

/** Resident memory of a process, in MB (Linux /proc). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 102.4) / 10;
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

export type FirstBytes = { pages: number; p50: number; p95: number; max: number };

/**
 * Asks for `pages` one after another until `stop` resolves, as one more shopper among the load,
 * and times each page's first body bytes (a streamed page's shell, a whole page's start).
 */
export async function firstBytesWhile(
  origin: string,
  pages: readonly string[],
  stop: Promise<unknown>,
): Promise<FirstBytes> {
  let stopped = false;
  // autocannon answers with a thenable that has no finally().
  void Promise.resolve(stop).finally(() => (stopped = true));
  const times: number[] = [];
  for (let i = 0; !stopped; i += 1) {
    const page = pages[i % pages.length] ?? '/';
    const started = performance.now();
    try {
      const response = await fetch(origin + page, {
        headers: { 'user-agent': BROWSER_UA },
        signal: AbortSignal.timeout(15_000),
      });
      const reader = response.body?.getReader();
      await reader?.read();
      times.push(performance.now() - started);
      await reader?.cancel();
    } catch {
      // A page that never started is the load's failure, counted there.
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    tenths(times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0);
  return { pages: times.length, p50: at(0.5), p95: at(0.95), max: tenths(times.at(-1) ?? 0) };
}

export type ProbeTimes = { answers: number; p50: number; p99: number; max: number };

/**
 * Asks for `path` (a probe: /healthz) every 50 ms until `stop` resolves, as a balancer would
 * while the load runs, and times each whole answer.
 */
export async function probeWhile(url: string, stop: Promise<unknown>): Promise<ProbeTimes> {
  let stopped = false;
  void Promise.resolve(stop).finally(() => (stopped = true));
  const times: number[] = [];
  while (!stopped) {
    const started = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    } catch {
      times.push(performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    tenths(times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0);
  return { answers: times.length, p50: at(0.5), p99: at(0.99), max: tenths(times.at(-1) ?? 0) };
}

/** How a page asked for just before a SIGTERM ended. */
export type PageOutcome = 'whole' | 'busy' | 'refused' | 'cut';

/**
 * Reads `url` to its end: 'whole' when the document ends, 'busy' for a 503 (shed, not cut),
 * 'refused' when no answer started (the listener had closed), 'cut' when the answer stopped
 * partway, which a SIGTERM must never do. `started` settles once the answer has begun (or failed
 * to).
 */
export function pageOutcome(url: string): {
  started: Promise<void>;
  outcome: Promise<PageOutcome>;
} {
  const answer = fetch(url, {
    headers: { 'user-agent': BROWSER_UA },
    signal: AbortSignal.timeout(15_000),
  });
  const outcome = answer.then(
    async (response): Promise<PageOutcome> => {
      try {
        const text = await response.text();
        if (response.status === 503) return 'busy';
        return text.trimEnd().endsWith('</html>') ? 'whole' : 'cut';
      } catch {
        return 'cut';
      }
    },
    (): PageOutcome => 'refused',
  );
  return {
    started: answer.then(
      () => undefined,
      () => undefined,
    ),
    outcome,
  };
}

export type ShutdownResult = {
  /** From the signal to the process's exit. */
  exitMs: number;
  outcomes: Record<PageOutcome, number>;
};

/**
 * Asks for `inFlight` pages and, once each has begun to arrive, sends SIGTERM (`stopInstance`
 * resolves when the process has exited): reports how long the exit took and how each page ended.
 * A streamed page begins with its shell: the rest is still on its way when the signal comes.
 */
export async function shutdownUnderLoad(
  origin: string,
  pages: readonly string[],
  inFlight: number,
  stopInstance: () => Promise<void>,
): Promise<ShutdownResult> {
  const asked = Array.from({ length: inFlight }, (_, i) =>
    pageOutcome(origin + (pages[i % pages.length] ?? '/')),
  );
  await Promise.all(asked.map((page) => page.started));
  const signalled = performance.now();
  await stopInstance();
  const exitMs = Math.round(performance.now() - signalled);
  const outcomes: Record<PageOutcome, number> = { whole: 0, busy: 0, refused: 0, cut: 0 };
  for (const outcome of await Promise.all(asked.map((page) => page.outcome))) {
    outcomes[outcome] += 1;
  }
  return { exitMs, outcomes };
}

/** Memory samples of a long run, and how the end compares with where it levelled off. */
export type MemoryTrace = {
  /** [seconds since the start, MB] */
  samples: Array<[number, number]>;
  /** The median of the samples in the run's second fifth: after warm-up, before any drift. */
  levelledMb: number;
  finalMb: number;
  /** finalMb over levelledMb, as a percentage change. */
  driftPercent: number;
};

/** Samples `pid`'s resident memory every `everyMs` until `stop` resolves. */
export async function memoryWhile(
  pid: number,
  everyMs: number,
  stop: Promise<unknown>,
): Promise<MemoryTrace> {
  const started = performance.now();
  const samples: Array<[number, number]> = [];
  const sample = () =>
    samples.push([Math.round((performance.now() - started) / 1000), residentMb(pid)]);
  sample();
  const timer = setInterval(sample, everyMs);
  await stop;
  clearInterval(timer);
  sample();
  const fifth = Math.max(1, Math.floor(samples.length / 5));
  const settled = samples
    .slice(fifth, 2 * fifth)
    .map(([, mb]) => mb)
    .sort((a, b) => a - b);
  const levelledMb = settled[Math.floor(settled.length / 2)] ?? samples[0]?.[1] ?? 0;
  const finalMb = samples.at(-1)?.[1] ?? 0;
  return {
    samples,
    levelledMb,
    finalMb,
    driftPercent: Math.round(((finalMb - levelledMb) / levelledMb) * 1000) / 10,
  };
}
