// The README's test command: every check, in order from fast to real, then one closing line
// "N passed, N failed, N skipped" that CI reads. Every failure counts in it: a failed test, a test
// file that fails to load, a check that exits non-zero without naming a failed test, and a test
// that was skipped without a skip written in it (it never ran). `.only` is refused here, locally
// too: a focused test would quietly skip the rest of the suite.
//
// For the inner loop: TEST_STEPS=unit,stories runs only the named checks (their ids are in
// STEP_IDS), and arguments filter the test files of the unit, story and journey runs
// (`TEST_STEPS=unit npm test -- engine/popups`). The closing line then counts only what ran.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failureSummary } from './failureSummary.mjs';

const out = 'test-results';

const STEP_IDS = [
  'browser',
  'nginx',
  'generate',
  'types',
  'build',
  'server-build',
  'api-build',
  'lint',
  'circles',
  'format',
  'unit',
  'stories',
  'e2e',
  'budget',
];
const only = process.env.TEST_STEPS?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const unknown = (only ?? []).filter((id) => !STEP_IDS.includes(id));
if (unknown.length > 0) {
  console.error(`TEST_STEPS: unknown ${unknown.join(', ')}; known: ${STEP_IDS.join(', ')}`);
  process.exit(2);
}
const selected = (id) => !only || only.includes(id);
const fileFilters = process.argv.slice(2);
if (only) console.log(`Only: ${only.join(', ')} (TEST_STEPS)`);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Every failure by name, listed just before the totals: CI shows only the end of the log. */
const failedTests = [];
/** Tests that failed once and passed on their retry (the story step's pictures), with why. */
const retriedTests = [];
/** Each check's wall time, printed as a table at the end. */
const stepTimes = [];
/** Each test file's time (Vitest: first test start to last test end; Playwright: its tests). */
const fileTimes = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';
const relative = (file) => path.relative(process.cwd(), file);
/** A failure that is not a failed test (a file that did not load, a check that broke). */
const countFailure = (text) => {
  totals.failed += 1;
  failedTests.push(text);
};

/** Runs one check. A check that runs beside others keeps its output until it ends, so the log
 * stays readable, one block per check. `report` reads the check's JSON into the totals. */
function step(id, name, cmd, args, { report, reportFile, beside = false } = {}) {
  if (!selected(id)) return Promise.resolve();
  // A report left by an earlier run must not stand in for this one.
  if (reportFile) rmSync(reportFile, { force: true });
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
    let spawnError;
    child.on('error', (error) => {
      spawnError = error;
    });
    child.on('close', (status, signal) => {
      const seconds = (Date.now() - started) / 1000;
      if (beside) {
        console.log(`\n── ${name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      const failedBefore = totals.failed;
      if (report) report();
      const exit = spawnError ? spawnError.message : (signal ?? status);
      // A check that exits non-zero without naming a failed test still counts as one failure.
      if (status !== 0 && totals.failed === failedBefore)
        countFailure(`${name}: exited with ${exit}, no failed test reported`);
      const ok = totals.failed === failedBefore;
      if (!ok) failures.push(name);
      stepTimes.push({ name, seconds, ok });
      console.log(`── ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)}s)`);
      resolve();
    });
  });
}

/** Reads a JSON report; a missing or unreadable one is a failure of its check. */
function readReport(file) {
  if (!existsSync(file)) return void countFailure(`${file}: no report written`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    countFailure(`${file}: unreadable report (${firstLine(error.message)})`);
  }
}

function readVitest(file) {
  return () => {
    const json = readReport(file);
    if (!json) return;
    const files = json.testResults ?? [];
    if (files.length === 0) countFailure(`${file}: no test file ran`);
    for (const result of files) {
      const name = relative(result.name);
      fileTimes.push({ name, ms: result.endTime - result.startTime });
      let failedHere = 0;
      for (const test of result.assertionResults ?? []) {
        if (test.status === 'passed') {
          totals.passed += 1;
          if ((test.failureMessages ?? []).length > 0) {
            const why = failureSummary(test.failureMessages[0]).join('\n    ');
            retriedTests.push(`${name}: ${test.fullName}\n    ${why}`);
          }
        }
        // Written as skipped (.skip, .todo, skipIf, a skip from inside the test).
        else if (['skipped', 'todo', 'disabled'].includes(test.status)) totals.skipped += 1;
        else {
          // Failed, or meant to run and never finished ('pending').
          failedHere += 1;
          const reason =
            test.status === 'failed'
              ? failureSummary(test.failureMessages?.[0]).join('\n    ')
              : `did not run to the end (${test.status})`;
          countFailure(`${name}: ${test.fullName}\n    ${reason}`);
        }
      }
      // A file that failed to load or import has no test results, only its own error; a hook
      // that failed after the tests passed leaves the file failed too.
      if (result.status === 'failed' && failedHere === 0)
        countFailure(
          `${name}\n    ${firstLine(result.message) || 'the file failed outside its tests'}`,
        );
    }
  };
}

function readPlaywright(file) {
  return () => {
    const json = readReport(file);
    if (!json) return;
    const rootDir = json.config?.rootDir ?? 'e2e';
    // Errors outside any test: a spec file that does not load, a server that does not start.
    for (const error of json.errors ?? []) {
      const file = error.location?.file;
      const where = file && path.isAbsolute(file) ? `${relative(file)}:${error.location.line}` : '';
      countFailure(`${where || 'journeys'}\n    ${firstLine(error.message)}`);
    }
    let tests = 0;
    const perFile = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const name = relative(path.join(rootDir, spec.file));
        const where = `${name}:${spec.line}: ${spec.title}`;
        for (const test of spec.tests ?? []) {
          tests += 1;
          const results = test.results ?? [];
          const ms = results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
          perFile.set(name, (perFile.get(name) ?? 0) + ms);
          if (test.status === 'expected' || test.status === 'flaky') totals.passed += 1;
          else if (test.status === 'skipped' && test.expectedStatus === 'skipped')
            totals.skipped += 1;
          else if (test.status === 'skipped')
            // Skipped without test.skip/fixme: interrupted, or never started.
            countFailure(`${where}\n    did not run (skipped without a skip in the test)`);
          else {
            const error = results.find((result) => result.error)?.error;
            const lines = failureSummary(error?.message);
            countFailure(`${where}\n    ${lines.length > 0 ? lines.join('\n    ') : test.status}`);
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of json.suites ?? []) walk(suite);
    for (const [name, ms] of perFile) fileTimes.push({ name, ms });
    if (tests === 0 && (json.errors ?? []).length === 0) countFailure(`${file}: no journey ran`);
  };
}

/** A Vitest project's run, reported in the terminal and as JSON in test-results/<file>.json. */
const vitestRun = (project, file) => [
  'vitest',
  'run',
  '--project',
  project,
  '--allowOnly=false',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}/${file}.json`,
  ...fileFilters,
];

await step('browser', 'browser', 'node', ['scripts/ensure-browser.mjs']);
await step('nginx', 'nginx', 'node', ['scripts/ensure-nginx.mjs']);
// The Storefront stories (one per fixture site) are written from fixtures/sites before any check.
await step('generate', 'storefront stories', 'node', ['scripts/generate-storefront-stories.ts']);

// Types, lint (with the import-circle check), format and the build are single-threaded tools: in
// two lanes, one a core, they keep both cores busy. The unit tests come after them, alone: they
// hold timing checks (parseLenient and searchHighlight on hostile sizes) that ran past their limits
// beside the other tools. The build (client and server) is the one the journeys and the bundle
// budget use: scripts/start.mjs finds it newer than the sources and starts the server without
// building.
const lane = (...steps) => steps.reduce((previous, next) => previous.then(next), Promise.resolve());
const laneIds = ['types', 'api-build', 'build', 'server-build', 'lint', 'circles', 'format'];
if (laneIds.some(selected)) {
  console.log('\n── types, lint, format and build, in two lanes ──');
  const lanesStarted = Date.now();
  await Promise.all([
    lane(
      () => step('types', 'types', 'npx', ['tsc', '-p', 'tsconfig.json'], { beside: true }),
      // The build for a retailer's API, which the deploy reference and the @api-mode journeys run.
      () =>
        step('api-build', 'API-mode build', 'node', ['scripts/apiModeBuild.ts'], { beside: true }),
    ),
    lane(
      () =>
        step('build', 'build', 'npx', ['vite', 'build', '--logLevel', 'warn'], { beside: true }),
      () =>
        step(
          'server-build',
          'server build',
          'npm',
          ['run', '--silent', 'build:server', '--', '--logLevel', 'warn'],
          { beside: true },
        ),
      () => step('lint', 'lint', 'npx', ['eslint', '.', '--max-warnings=0'], { beside: true }),
      () =>
        step('circles', 'import circles', 'npm', ['run', '--silent', 'lint:circles'], {
          beside: true,
        }),
      () =>
        step('format', 'format', 'npx', ['prettier', '--check', '.', '--log-level=warn'], {
          beside: true,
        }),
    ),
  ]);
  console.log(`── both lanes: ${((Date.now() - lanesStarted) / 1000).toFixed(1)}s`);
}

await step('unit', 'unit tests', 'npx', vitestRun('unit', 'unit'), {
  report: readVitest(`${out}/unit.json`),
  reportFile: `${out}/unit.json`,
});
await step(
  'stories',
  'story, accessibility and visual tests (Chromium)',
  'npx',
  vitestRun('storybook', 'stories'),
  { report: readVitest(`${out}/stories.json`), reportFile: `${out}/stories.json` },
);
await step(
  'e2e',
  'journeys (Playwright on the built app)',
  'npx',
  ['playwright', 'test', '--forbid-only', ...fileFilters],
  { report: readPlaywright(`${out}/e2e.json`), reportFile: `${out}/e2e.json` },
);
await step('budget', 'bundle budget', 'node', ['scripts/bench.mjs', '--no-build', '--budget-only']);

if (stepTimes.length > 0) {
  const width = Math.max(...stepTimes.map((s) => s.name.length));
  console.log('\nStep times:');
  for (const { name, seconds, ok } of stepTimes)
    console.log(
      `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)}s  ${ok ? 'ok' : 'FAILED'}`,
    );
}
if (fileTimes.length > 0) {
  console.log('\nSlowest test files:');
  for (const { name, ms } of [...fileTimes].sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`  ${(ms / 1000).toFixed(2).padStart(7)}s  ${name}`);
}
if (retriedTests.length > 0)
  console.log(`\nPassed on a second try:\n${retriedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failedTests.length > 0)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || failures.length > 0 ? 1 : 0);
