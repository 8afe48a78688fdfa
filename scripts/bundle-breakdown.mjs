// `npm run bench:breakdown`: which packages and app folders the home route's JS is made of.
// Builds the app and its server with source maps into a temp dir, loads / like the bundle budget
// does, and splits each downloaded file's gzipped size over its sources by their share of the
// file's characters (source-map segments).
//   --keep   reuse the temp build of the last run (.breakdown/)
//   --files  list the files too
//   --sources  per source file rather than per package and folder
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { homeRouteAssets, mockOnlyFiles } from './homeRoute.mjs';
import { freePort } from './lighthouse.mjs';

const out = '.breakdown';
const dist = join(out, 'dist');
const run = (args) => {
  const result = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!process.argv.includes('--keep') || !existsSync(join(out, 'dist-server', 'main.js'))) {
  run(['--sourcemap', '--outDir', dist, '--emptyOutDir']);
  run(['--ssr', 'server/main.ts', '--outDir', join(out, 'dist-server'), '--emptyOutDir']);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const mock = mockOnlyFiles(manifest);
const loaded = await homeRouteAssets(await freePort(), join(out, 'dist-server', 'main.js'));
const js = loaded.filter((f) => f.endsWith('.js') && !mock.has(f));

const GLUE = '(unmapped: chunk imports, exports, preload lists)';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** One mappings segment's VLQ fields. */
function decode(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Characters of generated code per source of one file's source map. */
function charsPerSource(code, map) {
  const lines = code.split('\n');
  const counts = new Map();
  const add = (name, n) => counts.set(name, (counts.get(name) ?? 0) + n);
  let source = 0;
  map.mappings.split(';').forEach((line, i) => {
    const text = lines[i] ?? '';
    let column = 0;
    let owner = '(unmapped)';
    for (const segment of line.split(',').filter(Boolean)) {
      const [col, sourceDelta] = decode(segment);
      const at = column + col;
      add(owner, at - column);
      column = at;
      if (sourceDelta === undefined) owner = '(unmapped)';
      else {
        source += sourceDelta;
        owner = map.sources[source] ?? '(unmapped)';
      }
    }
    add(owner, text.length - column);
  });
  return counts;
}

/** A source's group: its npm package, or its app folder (two levels); --sources: the file. */
function group(source, mapDir) {
  if (source === '(unmapped)') return GLUE;
  const path = relative(process.cwd(), resolve(mapDir, source));
  if (process.argv.includes('--sources')) return path.replace(/^.*node_modules\//, '');
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  return path.split('/').slice(0, 2).join('/');
}

const groups = new Map();
const perFile = [];
for (const file of js) {
  const path = join(dist, file);
  const code = readFileSync(path, 'utf8');
  const gz = gzipSync(code).length;
  const mapPath = `${path}.map`;
  if (!existsSync(mapPath)) {
    groups.set('(no map)', (groups.get('(no map)') ?? 0) + gz);
    perFile.push([file, gz, '(no map)']);
    continue;
  }
  const counts = charsPerSource(code, JSON.parse(readFileSync(mapPath, 'utf8')));
  const own = new Map();
  for (const [source, chars] of counts) {
    const name = group(source, dirname(mapPath));
    const share = (gz * chars) / Math.max(code.length, 1);
    groups.set(name, (groups.get(name) ?? 0) + share);
    own.set(name, (own.get(name) ?? 0) + share);
  }
  // Chunk names come from one of their modules: say what the file is mostly made of.
  const [main] = [...own].filter(([name]) => name !== GLUE).sort((a, b) => b[1] - a[1]);
  perFile.push([file, gz, main ? main[0] : '']);
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const total = perFile.reduce((t, [, gz]) => t + gz, 0);
console.log(`\nHome route JS, gzipped: ${kb(total)} KB in ${js.length} files\n`);
for (const [name, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
  if (bytes >= 50) console.log(`${kb(bytes)} KB  ${name}`);
}
if (process.argv.includes('--files')) {
  console.log('\nFiles:');
  for (const [file, gz, main] of perFile.sort((a, b) => b[1] - a[1])) {
    console.log(`${kb(gz)} KB  ${file.padEnd(40)} mostly ${main}`);
  }
}
