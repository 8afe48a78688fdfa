// The README's test command: every check, in order from fast to real, then one closing line
// "N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = 'test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, cmd, args, report) {
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (report) report();
  if (result.status !== 0) {
    failures.push(name);
    // A step that failed before reporting any test still counts as one failure.
    if (!report) totals.failed += 1;
  }
  console.log(`── ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
}

function readVitest(file) {
  return () => {
    if (!existsSync(file)) return void (totals.failed += 1);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    if (json.numTotalTests === 0) totals.failed += 1;
  };
}

function readPlaywright(file) {
  return () => {
    if (!existsSync(file)) return void (totals.failed += 1);
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  };
}

step('browser', 'node', ['scripts/ensure-browser.mjs']);
// The Storefront stories (one per fixture site) are written from fixtures/sites before any check.
step('storefront stories', 'node', ['scripts/generate-storefront-stories.ts']);
step('types', 'npx', ['tsc', '-p', 'tsconfig.json']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
step(
  'unit tests',
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'unit',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/unit.json`,
  ],
  readVitest(`${out}/unit.json`),
);
step(
  'story, accessibility and visual tests (Chromium)',
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'storybook',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/stories.json`,
  ],
  readVitest(`${out}/stories.json`),
);
step('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
step(
  'journeys (Playwright on the built app)',
  'npx',
  ['playwright', 'test'],
  readPlaywright(`${out}/e2e.json`),
);
step('bundle budget', 'node', ['scripts/bench.mjs', '--no-build', '--budget-only']);

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
