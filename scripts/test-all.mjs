// The README's test command: every check, in order from fast to real, then one closing line
// "N passed, N failed" that CI reads.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = 'test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Every failed test by name, listed just before the totals: CI shows only the end of the log. */
const failedTests = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/** Runs one check. A check that runs beside others keeps its output until it ends, so the log
 * stays readable, one block per check. */
function step(name, cmd, args, { report, beside = false } = {}) {
  if (!beside) console.log(`\n── ${name} ──`);
  const started = Date.now();
  const child = spawn(cmd, args, {
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (beside) {
        console.log(`\n── ${name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      if (report) report();
      if (status !== 0) {
        failures.push(name);
        // A step that failed before reporting any test still counts as one failure.
        if (!report) totals.failed += 1;
      }
      console.log(`── ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
      resolve();
    });
  });
}

function readVitest(file) {
  return () => {
    if (!existsSync(file)) return void (totals.failed += 1);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    if (json.numTotalTests === 0) totals.failed += 1;
    for (const file of json.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed)
        failedTests.push(
          `${file.name}: ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`,
        );
      if (failed.length === 0 && file.status === 'failed')
        failedTests.push(`${file.name}\n    ${firstLine(file.message)}`);
    }
  };
}

function readPlaywright(file) {
  return () => {
    if (!existsSync(file)) return void (totals.failed += 1);
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        if (!spec.ok) {
          const error = spec.tests
            ?.flatMap((test) => test.results ?? [])
            .find((result) => result.error)?.error;
          failedTests.push(
            `${spec.file}:${spec.line}: ${spec.title}\n    ${firstLine(error?.message)}`,
          );
        }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of suites ?? []) walk(suite);
  };
}

/** A Vitest project's run, reported in the terminal and as JSON in test-results/<file>.json. */
const vitestRun = (project, file) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}/${file}.json`,
];

await step('browser', 'node', ['scripts/ensure-browser.mjs']);
// The Storefront stories (one per fixture site) are written from fixtures/sites before any check.
await step('storefront stories', 'node', ['scripts/generate-storefront-stories.ts']);

// Types, lint (with the import-circle check), format and the build are single-threaded tools: in
// two lanes, one a core, they keep both cores busy. The unit tests come after them, alone: they
// hold timing checks (parseLenient and searchHighlight on hostile sizes) that ran past their limits
// beside the other tools. The build (client and server) is the one the journeys and the bundle
// budget use: scripts/start.mjs finds it newer than the sources and starts the server without
// building.
const lane = (...steps) => steps.reduce((previous, next) => previous.then(next), Promise.resolve());
console.log('\n── types, lint, format and build, in two lanes ──');
const lanesStarted = Date.now();
await Promise.all([
  step('types', 'npx', ['tsc', '-p', 'tsconfig.json'], { beside: true }),
  lane(
    () => step('build', 'npx', ['vite', 'build', '--logLevel', 'warn'], { beside: true }),
    () =>
      step('server build', 'npm', ['run', '--silent', 'build:server', '--', '--logLevel', 'warn'], {
        beside: true,
      }),
    () => step('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { beside: true }),
    () => step('import circles', 'npm', ['run', '--silent', 'lint:circles'], { beside: true }),
    () => step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn'], { beside: true }),
  ),
]);
console.log(`── both lanes: ${((Date.now() - lanesStarted) / 1000).toFixed(1)}s`);

await step('unit tests', 'npx', vitestRun('unit', 'unit'), {
  report: readVitest(`${out}/unit.json`),
});
await step(
  'story, accessibility and visual tests (Chromium)',
  'npx',
  vitestRun('storybook', 'stories'),
  {
    report: readVitest(`${out}/stories.json`),
  },
);
await step('journeys (Playwright on the built app)', 'npx', ['playwright', 'test'], {
  report: readPlaywright(`${out}/e2e.json`),
});
await step('bundle budget', 'node', ['scripts/bench.mjs', '--no-build', '--budget-only']);

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failedTests.length > 0)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
