/**
 * `npm start` runs this (built to dist-server/ by scripts/start.mjs): the storefront on
 * http://localhost:3000, or the port PORT names. Without API_BASE_URL / VITE_API_BASE_URL it
 * serves the embedded mock backend under /api as well.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createServerApp } from './app';
import { buildManifestSchema, ssrManifestSchema } from '../schemas/buildManifest';
import { createMockApi } from './mockApi';
import { loadAppScriptsAfterContent } from './appScripts';
import { inlineSmallStylesheets } from './inlineStyles';
import { DEADLINES } from '../engine/api/deadlines';
import { renderPage } from './render';
import { serverEnv } from './env';

const env = serverEnv(process.env);
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// The page document: content first, the app's scripts after it (server/appScripts, inlineStyles).
const indexHtml = loadAppScriptsAfterContent(
  await inlineSmallStylesheets(await readFile(path.join(clientDir, 'index.html'), 'utf8'), (href) =>
    readFile(path.join(clientDir, href), 'utf8').catch(() => null),
  ),
);
// Built only in the embedded default (vite.config.ts); absent with a real API.
const studioHtml =
  env.apiBaseUrl === null
    ? await readFile(path.join(clientDir, 'studio.html'), 'utf8').catch(() => null)
    : null;

// Each page's own chunks, named in its HTML (server/hydrationChunks); a build without the
// manifests names none and still works.
const readManifest = (name: string) =>
  readFile(path.join(clientDir, '.vite', name), 'utf8').then((text): unknown => JSON.parse(text));
const manifests = await Promise.all([
  readManifest('manifest.json'),
  readManifest('ssr-manifest.json'),
])
  .then(([manifest, ssrManifest]) => ({
    manifest: buildManifestSchema.parse(manifest),
    ssrManifest: ssrManifestSchema.parse(ssrManifest),
  }))
  .catch((error: unknown) => {
    console.warn('No readable build manifests: pages will not name their chunks.', error);
    return null;
  });

/** A section still waiting after a read's deadline is left to the browser (it renders it). */
const STREAM_GIVE_UP_MS = DEADLINES.read;

const app = createServerApp({
  clientDir: path.relative(process.cwd(), clientDir) || '.',
  indexHtml,
  mockApi: env.apiBaseUrl === null ? createMockApi() : null,
  apiBaseUrl: env.apiBaseUrl,
  publicOrigin: env.publicOrigin,
  renderPage,
  studioHtml,
  manifests,
  streaming:
    env.streamWaitMs === null ? null : { waitMs: env.streamWaitMs, giveUpMs: STREAM_GIVE_UP_MS },
});

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const backend = env.apiBaseUrl ?? 'the embedded mock backend (/api)';
  console.log(`Storefront on http://localhost:${info.port} with ${backend}`);
});

// Containers stop with SIGTERM: finish the requests in flight, then exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
