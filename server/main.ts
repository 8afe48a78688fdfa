/**
 * `npm start` runs this (built to dist-server/ by scripts/start.mjs): the storefront on
 * http://127.0.0.1:3000, or the HOST and PORT named. Without API_BASE_URL it serves the embedded
 * mock backend under /api as well. It refuses to start with settings it cannot serve safely
 * (server/origin.ts, server/buildModeCheck.ts), saying what to set.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerApp } from './app';
import { buildManifestSchema, ssrManifestSchema } from '../schemas/buildManifest';
import { createMockApi } from './mockApi';
import { loadAppScriptsAfterContent } from './appScripts';
import { inlineSmallStylesheets } from './inlineStyles';
import { DEADLINES } from '../engine/api/deadlines';
import { renderPage } from './render';
import { serverEnv } from './env';
import { BUILD_MODE_FILE } from '../schemas/buildMode';
import { checkBuildMode } from './buildModeCheck';
import { createHttpServer } from './httpServer';
import { createLogger } from './logger';
import { listeningOrigin, trustedOrigin } from './origin';
import { exitOnUncaughtFailures } from './processFailures';
import { closeServer, SHUTDOWN_DEADLINE_MS } from './shutdown';
import { StartupRefusal } from './startupRefusal';
import { createReadiness } from './readiness';
import { warmUp } from './warmUp';
import { createRenderLimiter } from './renderLimiter';

const env = serverEnv(process.env);
const logger = createLogger();
exitOnUncaughtFailures(process, logger);
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

// A setting the server cannot run with stops it here, with the one line that says what to set.
const buildModeText = await readFile(path.join(clientDir, BUILD_MODE_FILE), 'utf8').catch(
  () => null,
);
let origin: string;
try {
  checkBuildMode(buildModeText, env.apiBaseUrl);
  origin = trustedOrigin(env);
} catch (error) {
  if (!(error instanceof StartupRefusal)) throw error;
  logger.fatal(error.message);
  process.exit(1);
}
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
    logger.warn({ err: error }, 'No readable build manifests: pages will not name their chunks.');
    return null;
  });

/** How long an instance may spend warming up before it listens, whatever the API does. */
const WARM_UP_DEADLINE_MS = 5000;

/** A section still waiting after a read's deadline is left to the browser (it renders it). */
const STREAM_GIVE_UP_MS = DEADLINES.read;

const readiness = createReadiness({ logger });
const app = createServerApp({
  clientDir: path.relative(process.cwd(), clientDir) || '.',
  indexHtml,
  mockApi: env.apiBaseUrl === null ? createMockApi({ testHooks: env.testHooks }) : null,
  apiBaseUrl: env.apiBaseUrl,
  passSandboxHeader: env.apiBaseUrl !== null && env.testHooks,
  publicOrigin: origin,
  logger,
  renderPage,
  studioHtml,
  manifests,
  streaming:
    env.streamWaitMs === null ? null : { waitMs: env.streamWaitMs, giveUpMs: STREAM_GIVE_UP_MS },
  adProviderSdk: env.adProviderSdk,
  renderLimiter: createRenderLimiter(env.renderLimits),
  dataCacheTtlMs: env.dataCacheTtlMs,
  pageCache: env.pageCache,
  renderBudgetMs: env.renderBudgetMs,
  readiness,
});

// Before the first shopper: cold page modules and code cost seconds under load (server/warmUp).
await warmUp(app.fetch, origin, { deadlineMs: WARM_UP_DEADLINE_MS, logger });

const server = createHttpServer(app.fetch);
server.listen(env.port, env.host, () => {
  const backend = env.apiBaseUrl ?? 'the embedded mock backend (/api)';
  const listening = listeningOrigin(env.host, env.port);
  const publicly = origin === listening ? '' : ` (public origin ${origin})`;
  logger.info(
    { listening, origin, backend, renderLimits: env.renderLimits },
    `Storefront on ${listening}${publicly} with ${backend}`,
  );
});

// Containers stop with SIGTERM: requests in flight may finish, within a deadline, so a hung one
// never holds the process (server/shutdown). A second signal stops at once.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    // Not ready from now on (GET /readyz), before the listener closes: balancers stop sending.
    readiness.drain();
    // The listener closes first: once "Stopping" is logged, a new connection is refused.
    const stopped = closeServer(server);
    logger.info(
      { signal },
      `Stopping: requests in flight have ${SHUTDOWN_DEADLINE_MS / 1000} s to finish.`,
    );
    void stopped.then((ended) => {
      logger.info({ ended }, 'Stopped.');
      process.exit(0);
    });
  });
}
