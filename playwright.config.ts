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

/**
 * Journeys that measure time (debounces, deadlines, popup delays, ad fills) or count what one
 * shared production-server backend recorded: they run one at a time, beside at most one other.
 */
const ONE_AT_A_TIME =
  /\/(networkFaults|popups|ads|search|desktopSuggestions|server|cartHardening|abandonedCart|notifications|studio|chat)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  // Files run side by side on two workers (a file's own tests stay in order): the journeys are
  // most of the test run's time and the machine has two cores.
  fullyParallel: false,
  workers: 2,
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
      testIgnore: ONE_AT_A_TIME,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'timed',
      testMatch: ONE_AT_A_TIME,
      workers: 1,
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
