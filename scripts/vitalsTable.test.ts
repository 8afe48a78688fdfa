import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, metricText, vitalsRows, vitalsTable, type VitalSample } from './vitalsTable';

const lcp = (route: string, ...values: number[]): VitalSample[] =>
  values.map((value) => ({ route, metric: 'LCP', value }));

describe('the Web Vitals table', () => {
  it('takes each metric’s 75th percentile per route, with its samples', () => {
    const samples: VitalSample[] = [
      ...lcp('/', 1000, 4000, 2000, 3000),
      ...lcp('/product/:slug', 2500),
      { route: '/', metric: 'CLS', value: 0.1 },
    ];
    expect(vitalsRows(samples)).toEqual([
      {
        route: '/',
        metrics: { LCP: { p75: 3000, samples: 4 }, CLS: { p75: 0.1, samples: 1 } },
      },
      { route: '/product/:slug', metrics: { LCP: { p75: 2500, samples: 1 } } },
      {
        route: ALL_ROUTES,
        metrics: { LCP: { p75: 3000, samples: 5 }, CLS: { p75: 0.1, samples: 1 } },
      },
    ]);
  });

  it('has no "all routes" row for a single route, and no rows for no samples', () => {
    expect(vitalsRows(lcp('/', 1200)).map((row) => row.route)).toEqual(['/']);
    expect(vitalsRows([])).toEqual([]);
  });

  it.each([
    ['LCP', 2340.4, '2,340 ms'],
    ['INP', 96, '96 ms'],
    ['TTFB', 12_345.6, '12,346 ms'],
    ['CLS', 0.05234, '0.052'],
    ['CLS', 0, '0.000'],
  ] as const)('writes %s %s as %s', (metric, value, text) => {
    expect(metricText(metric, value)).toBe(text);
  });

  it('aligns the columns, a dash where a metric has no samples', () => {
    const table = vitalsTable(vitalsRows([...lcp('/', 1840, 2100), ...lcp('/search', 900)]));
    expect(table.split('\n')).toEqual([
      'route        LCP p75 (n)  INP p75 (n)  CLS p75 (n)  FCP p75 (n)  TTFB p75 (n)',
      '──────────  ────────────  ───────────  ───────────  ───────────  ────────────',
      '/           2,100 ms (2)            –            –            –             –',
      '/search       900 ms (1)            –            –            –             –',
      'all routes  2,100 ms (3)            –            –            –             –',
    ]);
  });
});
