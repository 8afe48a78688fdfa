import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { styledComponentIds } from './scripts/styledComponentIds.ts';

/** Variant chunks are named after their variant ("HeaderOne-3f2a.js") so the bundle budget and
 * the journeys can see which variant a page downloaded. */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const variant = chunk.facadeModuleId?.match(/variants\/[^/]+\/([^/]+)\/index\.tsx?$/)?.[1];
  return variant ? `assets/${variant}-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig({
  plugins: [styledComponentIds(import.meta.dirname), react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bundle budget (npm run bench) reads this manifest to follow the home route's imports.
    manifest: true,
    rollupOptions: { output: { chunkFileNames: chunkFileName } },
  },
  // styled-components' Node entry is CommonJS: bundled into the server build it imports cleanly.
  ssr: { noExternal: ['styled-components'] },
  server: { port: 5173 },
  preview: { port: 4173 },
});
