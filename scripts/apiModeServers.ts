// The journeys' second server (playwright.config.ts): the storefront built for a retailer's API,
// with the mock API as its own service behind it, both with test hooks, so each journey keeps its
// own backend (server/mockApiApp.ts). PORT is the storefront's; the mock API listens on the next
// port. Either exiting stops the other, and so does a signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { API_MODE_BUILD, buildApiMode } from './apiModeBuild.ts';

const port = Number(process.env.PORT ?? 3300);
const apiPort = port + 1;

await buildApiMode();

const hooked = { ...process.env, HOST: '127.0.0.1', STOREFRONT_TEST_HOOKS: '1' };
const children: ChildProcess[] = [
  spawn(process.execPath, [API_MODE_BUILD.mockApi], {
    stdio: 'inherit',
    env: { ...hooked, MOCK_API_PORT: String(apiPort) },
  }),
  spawn(process.execPath, [API_MODE_BUILD.server], {
    stdio: 'inherit',
    env: {
      ...hooked,
      PORT: String(port),
      NODE_ENV: 'production',
      API_BASE_URL: `http://127.0.0.1:${apiPort}/api`,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    },
  }),
];
const stopAll = (signal: NodeJS.Signals) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
