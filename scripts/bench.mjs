// Bundle budget: builds the app and its production server, loads the home route of the `default`
// site from that server in Chromium (server-rendered and hydrated, as shoppers get it), and
// reports the gzipped JS and CSS it downloads, plus every variant chunk. Then Lighthouse on the
// same server (scripts/lighthouse.mjs). Fails over either budget.
//   --no-build     measure the build on disk (dist/, dist-server/)
//   --budget-only  the JS/CSS budget alone, no Lighthouse (npm test: CI's time is short)
//   --cpu=default  Lighthouse's own 4x CPU slowdown instead of one calibrated to this host
//   --cpu=<n>      that CPU slowdown
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { homeRouteAssets, mockOnlyFiles, serverUp, startServer } from './homeRoute.mjs';
import { freePort, reportLighthouse, runLighthouse, warmUp } from './lighthouse.mjs';

/** Budgets in gzipped KB, written in the README too. */
export const BUDGET = { homeJs: 150, homeCss: 20, variantChunk: 25 };

const dist = 'dist';
const withLighthouse = !process.argv.includes('--budget-only');
const cpuArg = process.argv.find((arg) => arg.startsWith('--cpu='))?.slice('--cpu='.length);
/** @type {'calibrated' | 'default' | number} */
const cpu =
  cpuArg === undefined || cpuArg === 'calibrated'
    ? 'calibrated'
    : cpuArg === 'default'
      ? 'default'
      : Number(cpuArg);
if (typeof cpu === 'number' && !(cpu >= 1)) {
  console.error(`--cpu takes "default", "calibrated" or a slowdown of 1 or more, not "${cpuArg}"`);
  process.exit(2);
}
/** A free port: a preview server left running by another job must not answer for this build. */
const port = await freePort();
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;

const noBuild = process.argv.includes('--no-build');
if (!noBuild) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The server bundle renders the pages measured below; --no-build still makes it when missing.
if (!noBuild || !existsSync('dist-server/main.js')) {
  const ssr = ['vite', 'build', '--ssr', 'server/main.ts', '--outDir', 'dist-server'];
  const server = spawnSync('npx', [...ssr, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (server.status !== 0) process.exit(server.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entries = Object.entries(manifest);
const mockFiles = mockOnlyFiles(manifest);
const loaded = await homeRouteAssets(port);

const sum = (list) => list.reduce((total, file) => total + gz(file), 0);
const appJs = loaded.filter((f) => f.endsWith('.js') && !mockFiles.has(f));
const mockJs = loaded.filter((f) => f.endsWith('.js') && mockFiles.has(f));
const css = loaded.filter((f) => f.endsWith('.css'));
const report = { homeJs: kb(sum(appJs)), homeCss: kb(sum(css)), mockJs: kb(sum(mockJs)) };

console.log('\nHome route (/) on the default site, gzipped:');
console.log(
  `  app JS      ${report.homeJs} KB in ${appJs.length} files (budget ${BUDGET.homeJs} KB)`,
);
console.log(
  `  CSS         ${report.homeCss} KB in ${css.length} files (budget ${BUDGET.homeCss} KB)`,
);
console.log(`  mock backend JS (embedded default only, not counted) ${report.mockJs} KB`);

console.log('\nVariant chunks, gzipped:');
const over = [];
for (const [src, chunk] of entries.filter(
  ([s]) => s.startsWith('variants/') && s.endsWith('index.ts'),
)) {
  const size = kb(gz(chunk.file));
  if (size > BUDGET.variantChunk) over.push(`${src} ${size} KB`);
  console.log(`  ${src.padEnd(58)} ${String(size).padStart(6)} KB`);
}
const totalAssets = readdirSync(join(dist, 'assets')).reduce(
  (t, f) => t + statSync(join(dist, 'assets', f)).size,
  0,
);
console.log(`\nAll built assets (raw): ${kb(totalAssets)} KB`);

const failures = [];
if (report.homeJs > BUDGET.homeJs)
  failures.push(`home JS ${report.homeJs} KB > ${BUDGET.homeJs} KB`);
if (report.homeCss > BUDGET.homeCss)
  failures.push(`home CSS ${report.homeCss} KB > ${BUDGET.homeCss} KB`);
failures.push(...over.map((o) => `variant chunk over ${BUDGET.variantChunk} KB: ${o}`));
if (withLighthouse) failures.push(...reportLighthouse(await lighthouseOnServer()));
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');

/** Lighthouse against the built production server (dist-server/main.js) on a free port. */
async function lighthouseOnServer() {
  const serverPort = await freePort();
  const server = startServer(serverPort);
  const origin = `http://127.0.0.1:${serverPort}`;
  try {
    await serverUp(origin);
    await warmUp(origin);
    return await runLighthouse(origin, undefined, { cpu });
  } finally {
    server.kill();
  }
}
