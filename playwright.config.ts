import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/browser.ts';

// Journeys run against the production server (`npm start`: server-rendered pages, the embedded
// mock backend over HTTP, one sandbox of it per test: e2e/helpers.ts). E2E_SERVER_PORT and
// E2E_PORT let two checkouts (or two people) run journeys side by side.
/** The production server, started by scripts/start.mjs (it builds only what is missing or old). */
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 3100);
/** `vite preview`: the client-only build with MSW in a service worker (e2e/networkFaults.spec.ts). */
const previewPort = Number(process.env.E2E_PORT ?? 4173);
/** The storefront built for a retailer's API, with the mock API as its own service on the next
 * port (scripts/apiModeServers.ts): the journeys tagged @api-mode run there too. */
export const API_MODE_PORT = Number(process.env.E2E_API_MODE_PORT ?? 3300);

/**
 * Journeys that measure time (debounces, deadlines, popup delays, ad fills, cross-tab waits):
 * they run one at a time, beside at most one other.
 */
const ONE_AT_A_TIME =
  /\/(networkFaults|popups|ads|search|desktopSuggestions|cartHardening|abandonedCart|studio|chat)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  // Files run side by side on two workers (a file's own tests stay in order): the journeys are
  // most of the test run's time and the machine has two cores.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A `.only` left in a spec would run one journey and skip the rest: CI refuses it.
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${SERVER_PORT}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  // The timed project comes first: its files run one after another on one worker from the start
  // while the other worker takes the rest, instead of ending the run with a worker idle.
  projects: [
    {
      name: 'timed',
      testMatch: ONE_AT_A_TIME,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'desktop',
      testIgnore: ONE_AT_A_TIME,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      // Browse, search, store switch, cart, sign-in, checkout and a ticket once more, across two
      // processes: any difference from the embedded mock is a bug.
      name: 'api-mode',
      grep: /@api-mode/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        baseURL: `http://127.0.0.1:${API_MODE_PORT}`,
      },
    },
  ],
  webServer: [
    {
      // Builds the server (and the client, when it is older than the sources) before serving.
      command: 'node scripts/start.mjs',
      // Test hooks: each journey's named sandbox, the mock's records and its faults (server/env).
      env: { PORT: String(SERVER_PORT), HOST: '127.0.0.1', STOREFRONT_TEST_HOOKS: '1' },
      url: `http://127.0.0.1:${SERVER_PORT}/robots.txt`,
      // A server already on the port may be an old build or another checkout's: journeys start
      // their own unless E2E_REUSE_SERVER=1 says the running one is current (and never in CI).
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1' && !process.env.CI,
      timeout: 180_000,
    },
    {
      command: 'node scripts/apiModeServers.ts',
      env: { PORT: String(API_MODE_PORT) },
      url: `http://127.0.0.1:${API_MODE_PORT}/robots.txt`,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1' && !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `npx vite preview --host 127.0.0.1 --port ${previewPort} --strictPort`,
      url: `http://127.0.0.1:${previewPort}`,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1' && !process.env.CI,
      timeout: 60_000,
    },
  ],
});
