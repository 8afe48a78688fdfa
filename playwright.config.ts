import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/browser.ts';

// Journeys run against the built app served by `vite preview` on the embedded mock backend.
// E2E_PORT and E2E_DIST let two checkouts (or two people) run journeys side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist';
/** The production server (npm start) for the journeys that need it (e2e/server.spec.ts). */
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 3100);
/** A side-by-side run (E2E_DIST) serves only its own build: the server always serves dist/. */
const withServer = process.env.E2E_DIST === undefined;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(withServer
      ? [
          {
            // Builds the server (and the client, when it is older than the sources) before serving.
            command: 'node scripts/start.mjs',
            env: { PORT: String(SERVER_PORT), HOST: '127.0.0.1' },
            url: `http://127.0.0.1:${SERVER_PORT}/robots.txt`,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
          },
        ]
      : []),
  ],
});
