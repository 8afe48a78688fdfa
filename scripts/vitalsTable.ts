/**
 * The Web Vitals report's table: per route, each metric's 75th percentile (nearest rank,
 * percentile.ts) and its number of samples, then every route together.
 */
import { WEB_VITAL_METRICS } from '../schemas/analytics/events';
import { nearestRank } from './percentile';

type Metric = (typeof WEB_VITAL_METRICS)[number];

export type VitalSample = { route: string; metric: Metric; value: number };

export type VitalsRow = {
  route: string;
  /** Per metric: its 75th percentile and how many samples it is of; absent without samples. */
  metrics: Partial<Record<Metric, { p75: number; samples: number }>>;
};

export const ALL_ROUTES = 'all routes';

function rowOf(route: string, samples: readonly VitalSample[]): VitalsRow {
  const metrics: VitalsRow['metrics'] = {};
  for (const metric of WEB_VITAL_METRICS) {
    const values = samples.filter((sample) => sample.metric === metric).map((s) => s.value);
    const p75 = nearestRank(values, 75);
    if (p75 !== null) metrics[metric] = { p75, samples: values.length };
  }
  return { route, metrics };
}

/** One row per route, by route, and one for all of them (when there is more than one route). */
export function vitalsRows(samples: readonly VitalSample[]): VitalsRow[] {
  const routes = [...new Set(samples.map((sample) => sample.route))].sort();
  const rows = routes.map((route) =>
    rowOf(
      route,
      samples.filter((sample) => sample.route === route),
    ),
  );
  return routes.length > 1 ? [...rows, rowOf(ALL_ROUTES, samples)] : rows;
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** "2,340 ms"; CLS has no unit: "0.052". */
export function metricText(metric: Metric, value: number): string {
  if (metric === 'CLS') return value.toFixed(3);
  return `${String(Math.round(value)).replace(THOUSANDS, ',')} ms`;
}

/** The rows as aligned text columns: `2,340 ms (12)` is a p75 of 12 samples; `–` none. */
export function vitalsTable(rows: readonly VitalsRow[]): string {
  const header = ['route', ...WEB_VITAL_METRICS.map((metric) => `${metric} p75 (n)`)];
  const cells = rows.map((row) => [
    row.route,
    ...WEB_VITAL_METRICS.map((metric) => {
      const found = row.metrics[metric];
      return found === undefined ? '–' : `${metricText(metric, found.p75)} (${found.samples})`;
    }),
  ]);
  const all = [header, ...cells];
  const widths = header.map((_, column) =>
    Math.max(...all.map((line) => (line[column] ?? '').length)),
  );
  const lineOf = (line: readonly string[]) =>
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [lineOf(header), rule, ...cells.map(lineOf)].join('\n');
}
