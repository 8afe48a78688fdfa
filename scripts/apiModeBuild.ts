// The storefront built for a retailer's API (STOREFRONT_MODE=api) and the mock API as its own
// service, in one folder: the deploy/ reference (scripts/deployStack.ts) and the journeys in API
// mode (scripts/apiModeServers.ts) run the same build. Built again only when older than the
// sources. `node scripts/apiModeBuild.ts` builds it (the test command does, beside its other
// checks).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAt, newestSource } from './buildFreshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Inside the repository: the built server finds its packages in node_modules from there. */
export const API_MODE_DIR = path.join(root, '.api-mode');

export const API_MODE_BUILD = {
  /** The client (nginx serves its files in the deploy/ reference). */
  client: path.join(API_MODE_DIR, 'dist'),
  /** The storefront's server; it finds the client at ../dist. */
  server: path.join(API_MODE_DIR, 'server/main.js'),
  /** The mock API as its own service (server/mockApiMain.ts). */
  mockApi: path.join(API_MODE_DIR, 'api/mockApiMain.js'),
};

/** Runs a command to its end; rejects with its output when it fails. */
function run(args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npx ${args.join(' ')}: ${output}`)),
    );
  });
}

/** Builds what is missing or older than the sources; resolves once all of it is current. */
export async function buildApiMode(): Promise<void> {
  const sources = newestSource(root);
  const api = { STOREFRONT_MODE: 'api' };
  const quiet = ['--logLevel', 'warn', '--emptyOutDir'];
  const clientStale = builtAt(path.join(API_MODE_BUILD.client, 'index.html')) < sources;
  if (clientStale) {
    await run(['vite', 'build', '--outDir', API_MODE_BUILD.client, ...quiet], api);
  }
  await Promise.all([
    clientStale || builtAt(API_MODE_BUILD.server) < sources
      ? run(
          [
            'vite',
            'build',
            '--ssr',
            'server/main.ts',
            '--outDir',
            path.dirname(API_MODE_BUILD.server),
            ...quiet,
          ],
          api,
        )
      : null,
    builtAt(API_MODE_BUILD.mockApi) < sources
      ? run([
          'vite',
          'build',
          '--ssr',
          'server/mockApiMain.ts',
          '--outDir',
          path.dirname(API_MODE_BUILD.mockApi),
          ...quiet,
        ])
      : null,
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApiMode();
