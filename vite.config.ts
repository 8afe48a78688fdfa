import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './scripts/compileHints.ts';
import { firstLoadChunks } from './scripts/firstLoadChunks.ts';
import { prebuiltModules } from './scripts/prebuiltModules.ts';
import { styledComponentIds } from './scripts/styledComponentIds.ts';
import { styledCssMinify } from './scripts/styledCssMinify.ts';
import { BUILD_MODE_FILE, requestedBuildMode, type BuildMode } from './schemas/buildMode.ts';

/** The studio (/__studio) is its own page, only where the embedded mock backend runs. */
const STUDIO_PATH = '/__studio';

/** Writes what the client build was made for beside it (schemas/buildMode.ts; the server checks). */
function writeBuildMode(mode: BuildMode): Plugin {
  return {
    name: 'build-mode',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_MODE_FILE, source: JSON.stringify({ mode }) });
    },
  };
}

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

/** The framework: one chunk, as it changes only with an upgrade, so returning shoppers keep it
 * cached across deployments. Not use-sync-external-store: only @xstate/react needs that shim
 * (React 19 has the hook), so it goes with the first flow that loads xstate. */
const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/]\w+|@tanstack[\\/][\w-]+|valtio|proxy-compare)[\\/]/;

/** Parts of those packages only lazily loaded code uses (forms, account pages, lists): in the
 * framework chunk they would be on every first load, so they go with the code that uses them. */
const LAZY_FRAMEWORK_PARTS =
  /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useQueries|queriesObserver|useMutation|mutationObserver)\.js$/;

const isFramework = (id: string) => FRAMEWORK_PACKAGES.test(id) && !LAZY_FRAMEWORK_PARTS.test(id);

/** The chunks an entry page loads before its code runs (index.html's module preloads). */
const WITH_THE_ENTRY = /^assets\/(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

/** The home page and the sections a home opens with in the default site: the hero whole, the
 * others' view-models (their variants wait for the shopper: engine/pages/home/HomeSections). */
const HOME_FIRST_SCREEN = [
  'engine/pages/HomePage.tsx',
  'variants/home-sections/HeroBanner/index.tsx',
  ...['HeroBanner', 'StoreBar', 'CategoryTiles', 'ProductCarousel'].map(
    (section) => `engine/pages/home/sections/${section}Section.tsx`,
  ),
];

/**
 * What a first visit downloads, in three chunks (scripts/firstLoadChunks.ts): the storefront's
 * shell (every page); what the home's first screen shares with other pages (the page frame,
 * product cards); the home's own code. A landing on /shop takes the first two; a home that opens
 * otherwise gets its other sections as chunks of their own, as before.
 */
const FIRST_LOAD = [
  { name: 'shell', entry: 'engine/main.tsx', roots: [] },
  { name: 'pages', roots: HOME_FIRST_SCREEN, shared: true },
  { name: 'home', roots: HOME_FIRST_SCREEN },
];

/** The chunks every first load takes, kept by name: the framework, the runtime, the groups above. */
const NAMED_CHUNKS: ReadonlySet<string> = new Set([
  'framework',
  'rolldown-runtime',
  ...FIRST_LOAD.map(({ name }) => name),
]);

/**
 * Variant chunks are named after their variant ("HeaderOne-3f2a.js") so the bundle budget and
 * the journeys can see which variant a page downloaded; the first-load chunks by their group.
 * Other lazy chunks are their hash alone: the shell's preload lists name each of them, and their
 * names were 1 KB of every first load's gzipped JavaScript.
 */
function chunkFileName(chunk: { facadeModuleId: string | null; name: string }): string {
  const variant = chunk.facadeModuleId?.match(/variants\/[^/]+\/([^/]+)\/index\.tsx?$/)?.[1];
  if (variant) return `assets/${variant}-[hash].js`;
  return NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
}

/**
 * Packages' code keeps chunks of its own (scripts/firstLoadChunks.ts). A package's file imported
 * as a URL (the fonts the shell preloads) is a constant and joins.
 */
const NOT_FIRST_LOAD = /node_modules[\\/].*\.[cm]?js$/;

export default defineConfig(({ mode, isSsrBuild }) => {
  // With a real API there is no studio: its entry is not built, so nothing of it ships.
  const buildMode = requestedBuildMode({ ...loadEnv(mode, process.cwd(), ''), ...process.env });
  const mocked = buildMode === 'mock';
  const firstLoad = firstLoadChunks(import.meta.dirname, FIRST_LOAD, NOT_FIRST_LOAD);
  return {
    plugins: [
      firstLoad.plugin,
      styledComponentIds(import.meta.dirname),
      // Every mode (client, server, dev, Storybook): class names hash the CSS text, so both sides
      // of a server render must see the same minified text.
      styledCssMinify(),
      prebuiltModules(),
      react(),
      // Compiled off the main thread as they stream in: the first-load chunks, and the app's own
      // chunks (a page or variant runs nearly all its code once loaded). Not packages' chunks
      // loaded later (zod, xstate, swiper), most of whose functions a page never calls.
      compileHints(
        (chunk) =>
          NAMED_CHUNKS.has(chunk.name) || chunk.moduleIds.every((id) => !NOT_FIRST_LOAD.test(id)),
      ),
      ...(mocked ? [studioPath()] : []),
      ...(isSsrBuild ? [] : [writeBuildMode(buildMode)]),
    ],
    // The app's mode is fixed at build time, so a real deployment's bundle holds none of the mock.
    define: { 'import.meta.env.STOREFRONT_MODE': JSON.stringify(buildMode) },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The polyfill was a file of every first load. Chromium, Firefox and Safari 17+ follow
      // modulepreload links themselves; an older Safari loads the same modules through imports.
      modulePreload: {
        polyfill: false,
        // A lazy chunk's preload list leaves out the chunks every page loads with its entry:
        // they are there before any import() runs, and naming them in each list only adds bytes
        // to the first load.
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => !WITH_THE_ENTRY.test(dep)) : deps,
      },
      // The bundle budget (npm run bench) reads this manifest to follow the home route's imports.
      manifest: true,
      // Where each source module went (a page grouped into a shared chunk too): the production
      // server names a page's own chunks in its HTML from it (server/hydrationChunks).
      ssrManifest: true,
      rollupOptions: {
        input: {
          index: 'index.html',
          ...(mocked ? { studio: 'studio.html' } : {}),
        } satisfies Record<string, string>,
        output: {
          chunkFileNames: chunkFileName,
          codeSplitting: isSsrBuild
            ? { groups: [{ name: 'framework', test: isFramework }] }
            : {
                // The first-load groups are closed under static imports already; followed
                // further they would swallow the framework.
                includeDependenciesRecursively: false,
                groups: [
                  { name: 'framework', priority: 10, test: isFramework },
                  ...firstLoad.groups,
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
