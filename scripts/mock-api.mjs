// `npm run mock-api`: the mock retailer API (server/mockApiMain.ts) on http://127.0.0.1:4010/api,
// or the HOST and PORT named; built first when the build is missing or older than the sources.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAt, newestSource } from './buildFreshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE = path.join(root, 'dist-mock-api/mockApiMain.js');

if (builtAt(BUNDLE) < newestSource(root)) {
  const built = spawnSync('npm', ['run', '--silent', 'build:mock-api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const api = spawn(process.execPath, [BUNDLE], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
