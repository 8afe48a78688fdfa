import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { prebuiltModules } from './scripts/prebuiltModules.ts';
import { styledComponentIds } from './scripts/styledComponentIds.ts';
import { styledCssMinify } from './scripts/styledCssMinify.ts';

/** Variant chunks are named after their variant ("HeaderOne-3f2a.js") so the bundle budget and
 * the journeys can see which variant a page downloaded. */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const variant = chunk.facadeModuleId?.match(/variants\/[^/]+\/([^/]+)\/index\.tsx?$/)?.[1];
  return variant ? `assets/${variant}-[hash].js` : 'assets/[name]-[hash].js';
}

/** The studio (/__studio) is its own page, only where the embedded mock backend runs. */
const STUDIO_PATH = '/__studio';

function studioPath(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url === STUDIO_PATH || req.url?.startsWith(`${STUDIO_PATH}?`)) {
      req.url = req.url.replace(STUDIO_PATH, '/studio.html');
    }
    next();
  };
  return {
    name: 'studio-path',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig(({ mode }) => {
  // With a real API there is no studio: its entry is not built, so nothing of it ships.
  const mocked = (loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL ?? '').trim() === '';
  return {
    plugins: [
      styledComponentIds(import.meta.dirname),
      // Every mode (client, server, dev, Storybook): class names hash the CSS text, so both sides
      // of a server render must see the same minified text.
      styledCssMinify(),
      prebuiltModules(),
      react(),
      ...(mocked ? [studioPath()] : []),
    ],
    build: {
      target: 'es2022',
      sourcemap: false,
      // The bundle budget (npm run bench) reads this manifest to follow the home route's imports.
      manifest: true,
      rollupOptions: {
        input: {
          index: 'index.html',
          ...(mocked ? { studio: 'studio.html' } : {}),
        } satisfies Record<string, string>,
        output: {
          chunkFileNames: chunkFileName,
          // The framework in one chunk: it changes only with an upgrade, so returning shoppers
          // keep it cached across deployments, and the home route saves about 3 KB of chunk glue.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/]\w+|@tanstack[\\/][\w-]+|valtio|proxy-compare|use-sync-external-store)[\\/]/,
              },
            ],
          },
        },
      },
    },
    // zod's mini, core and English-locale entries are imported only by lazily loaded schema code,
    // which the dependency scan does not reach: found mid-run, they made Vite re-optimise and
    // reload the story runner's page (every story file in flight failed to import).
    optimizeDeps: { include: ['zod/mini', 'zod/v4/core', 'zod/v4/locales/en.js'] },
    // styled-components' Node entry is CommonJS: bundled into the server build it imports cleanly.
    ssr: { noExternal: ['styled-components'] },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
