import { describe, expect, it } from 'vitest';
import { SAMPLE_SESSION, webVital } from '../fixtures/data/events';
import { noFaults } from '../fixtures/mocks/faults';
import { mockApiApp } from '../server/mockApiApp';
import { defaultBaseUrl, runVitalsReport } from './vitalsReportRun';

/** A run whose requests the mock API answers in-process, as `npm run mock-api` would. */
async function runAgainstMock(argv: string[], events: readonly unknown[]) {
  const app = mockApiApp({ testHooks: false, faults: noFaults });
  if (events.length > 0) {
    await app.request('http://127.0.0.1:4010/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });
  }
  const asked: string[] = [];
  const viaApp: typeof fetch = async (input, init) => {
    asked.push(String(input));
    return app.request(String(input), init);
  };
  return { ...(await run(argv, viaApp)), asked };
}

async function run(argv: string[], doFetch: typeof fetch, env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runVitalsReport(
    argv,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    doFetch,
    env,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const refused: typeof fetch = () =>
  Promise.reject(
    new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:4010') }),
  );

describe('npm run vitals:report', () => {
  it('prints the 75th percentile per route from the mock API’s collector', async () => {
    const { code, out, err, asked } = await runAgainstMock(
      [],
      [...SAMPLE_SESSION, webVital('LCP', 2600, '/', 50)],
    );
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(asked).toEqual(['http://127.0.0.1:4010/collector/events?name=web_vitals']);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^Web Vitals from 5 measurements at http:\/\/127\.0\.0\.1:4010\//);
    expect(lines.find((line) => line.startsWith('/ '))).toMatch(
      /^\/ +2,600 ms \(2\) +– +– +– +180 ms \(1\)$/,
    );
    expect(lines.find((line) => line.startsWith('/search'))).toMatch(/0\.020 \(1\)/);
    expect(lines.at(-1)).toMatch(/^all routes /);
  });

  it('says so when there is nothing to report yet', async () => {
    const { code, out } = await runAgainstMock([], []);
    expect(code).toBe(0);
    expect(out).toMatch(/^No web_vitals events at .* yet\./);
  });

  it('takes the base URL with or without /api, and MOCK_API_PORT for its default', async () => {
    const { asked } = await runAgainstMock(['--base-url', 'http://127.0.0.1:4010/api'], []);
    expect(asked).toEqual(['http://127.0.0.1:4010/collector/events?name=web_vitals']);
    expect(defaultBaseUrl({})).toBe('http://127.0.0.1:4010');
    expect(defaultBaseUrl({ MOCK_API_PORT: '5010' })).toBe('http://127.0.0.1:5010');
  });

  it('fails with what to do when the collector cannot be reached', async () => {
    const { code, err } = await run([], refused, { MOCK_API_PORT: '4010' });
    expect(code).toBe(1);
    expect(err).toBe(
      'vitals report: could not reach the collector at http://127.0.0.1:4010/collector/events?name=web_vitals (connect ECONNREFUSED 127.0.0.1:4010). Start the mock API with `npm run mock-api`, or name where it runs with --base-url.',
    );
  });

  it('fails when what answers is not the mock API’s collector', async () => {
    const notFound: typeof fetch = async () =>
      new Response('<html>Not found</html>', { status: 404 });
    const { code, err } = await run(['--base-url', 'https://shop.example'], notFound);
    expect(code).toBe(1);
    expect(err).toMatch(/answered 404 with no events it could read\. Is it the mock API/);
  });

  it.each([[['--verbose']], [['--base-url', 'ftp://x']], [['--base-url']]])(
    'refuses the arguments %j',
    async (argv) => {
      const { code, err } = await run(argv, refused);
      expect(code).toBe(2);
      expect(err).toMatch(/^vitals report: /);
    },
  );

  it('prints its usage with --help', async () => {
    const { code, out } = await run(['--help'], refused);
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: npm run vitals:report/);
  });
});
