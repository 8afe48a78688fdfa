// `npm start`: the production server (server/) on http://127.0.0.1:3000 (PORT picks another).
// Builds the client and the server first when either build is missing, older than the sources,
// or made for the other mode (API_BASE_URL set: a real API; else the embedded mock), so a fresh
// clone and a changed checkout both start with what is on disk.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAt, newestSource } from './buildFreshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT = path.join(root, 'dist/index.html');
const SERVER = path.join(root, 'dist-server/main.js');

const mode = (process.env.API_BASE_URL ?? '').trim() === '' ? 'mock' : 'api';
const MODE_FILE = path.join(root, 'dist/build-mode.json');
const builtMode = () => {
  try {
    return JSON.parse(readFileSync(MODE_FILE, 'utf8')).mode;
  } catch {
    return null;
  }
};

function run(args) {
  const env = { ...process.env, STOREFRONT_MODE: mode };
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const sources = newestSource(root);
// The server bundle shares the app's code and its build mode: it follows a rebuilt client.
const clientStale = builtAt(CLIENT) < sources || builtMode() !== mode;
if (clientStale) run(['vite', 'build']);
if (clientStale || builtAt(SERVER) < sources) {
  run(['vite', 'build', '--ssr', 'server/main.ts', '--outDir', 'dist-server', '--emptyOutDir']);
}

const server = spawn(process.execPath, [SERVER], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
