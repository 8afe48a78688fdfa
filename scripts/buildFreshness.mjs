// Whether a build is older than what it is built from: `npm start` and `npm run mock-api` build
// first when it is, so a fresh clone and a changed checkout both run what is on disk.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['engine', 'variants', 'schemas', 'machines', 'fixtures', 'ui', 'server', 'public'];
const CONFIG = ['index.html', 'studio.html', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time among the app's sources and build configuration. */
export function newestSource(root) {
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

/** When `file` was built; 0 when it was not. */
export const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
