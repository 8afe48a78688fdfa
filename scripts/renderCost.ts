// What one page render costs an instance: the CPU time its process spends per request, pages
// asked one after another (nothing else runs), read from Linux's /proc before and after; and how
// many uncached `/shop` renders it answers per second with a few shoppers at once. Part of
// `npm run loadtest` (scripts/loadtest.ts); a benchmark, nothing here passes or fails.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BROWSER_UA as BROWSER } from './loadProbes.ts';

/** Linux counts a process's CPU in clock ticks of 1/100 s (USER_HZ on every mainstream kernel). */
const MS_PER_TICK = 10;

/** User plus system CPU of a process so far, in ms. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The name field may hold spaces and parentheses: the fields that follow start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5), so 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

export type PageCost = { page: string; cpuMs: number; wallMs: number };
export type RenderCost = { pages: PageCost[]; shopRendersPerSecond: number };

async function readWhole(url: string): Promise<void> {
  const response = await fetch(url, { headers: { 'user-agent': BROWSER } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

const WARM_UP = 20;
const MEASURED = 100;

/** CPU and wall time per page, each asked MEASURED times in a row after a warm-up. */
export async function measureRenderCost(
  origin: string,
  pid: number,
  pages: readonly string[],
): Promise<RenderCost> {
  const costs: PageCost[] = [];
  for (const page of pages) {
    for (let i = 0; i < WARM_UP; i += 1) await readWhole(origin + page);
    const cpuBefore = cpuMs(pid);
    const started = performance.now();
    for (let i = 0; i < MEASURED; i += 1) await readWhole(origin + page);
    costs.push({
      page,
      cpuMs: Math.round(((cpuMs(pid) - cpuBefore) / MEASURED) * 10) / 10,
      wallMs: Math.round(((performance.now() - started) / MEASURED) * 10) / 10,
    });
  }
  const shop = await autocannon({
    url: `${origin}/shop`,
    connections: 4,
    duration: 10,
    headers: { 'user-agent': BROWSER },
  });
  return { pages: costs, shopRendersPerSecond: Math.round(shop.requests.average) };
}

/** One line a page, and the throughput, for people. */
export function formatRenderCost(cost: RenderCost): string {
  return [
    ...cost.pages.map(
      (page) =>
        `render ${page.page.padEnd(22)} CPU ${page.cpuMs} ms  wall ${page.wallMs} ms (one at a time)`,
    ),
    `uncached /shop, 4 at once: ${cost.shopRendersPerSecond} renders/s`,
  ].join('\n');
}
