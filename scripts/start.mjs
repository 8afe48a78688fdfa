// `npm start`: the production server (server/) on http://localhost:3000 (PORT picks another).
// Builds the client and the server first when either build is missing or older than the sources,
// so a fresh clone and a changed checkout both start with what is on disk.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['engine', 'variants', 'schemas', 'machines', 'fixtures', 'ui', 'server', 'public'];
const CONFIG = ['index.html', 'studio.html', 'vite.config.ts', 'package-lock.json'];
const CLIENT = path.join(root, 'dist/index.html');
const SERVER = path.join(root, 'dist-server/main.js');

function newestSource() {
  let newest = 0;
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of SOURCES) if (existsSync(path.join(root, dir))) visit(path.join(root, dir));
  for (const file of CONFIG) newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function run(args) {
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const sources = newestSource();
if (builtAt(CLIENT) < sources) run(['vite', 'build']);
if (builtAt(SERVER) < sources) {
  run(['vite', 'build', '--ssr', 'server/main.ts', '--outDir', 'dist-server', '--emptyOutDir']);
}

const server = spawn(process.execPath, [SERVER], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
