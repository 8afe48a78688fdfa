/**
 * `npm run mock-api`: the embedded mock backend on its own, as a retailer's API would be, for the
 * storefront's real-API mode (`API_BASE_URL=http://127.0.0.1:4010/api`) and the `deploy/`
 * reference. One backend for every caller, like a real API: what one shopper writes, others'
 * lists see (their own cart and account stay theirs, by their token). Loopback unless HOST says.
 */
import { Hono } from 'hono';
import { serverEnv } from './env';
import { createHttpServer } from './httpServer';
import { createLogger } from './logger';
import { createMockApi } from './mockApi';
import { faultsOfEnv } from './mockApiFaults';
import { closeServer } from './shutdown';

const DEFAULT_PORT = 4010;
/** The one sandbox every caller shares (server/mockApi keeps one backend per sandbox). */
const SHARED_SANDBOX = 'retailer-api';

const env = serverEnv({ ...process.env, PORT: process.env.PORT ?? String(DEFAULT_PORT) });
const logger = createLogger();
const faults = faultsOfEnv(process.env.MOCK_API_FAULTS);
const mockApi = createMockApi({ testHooks: env.testHooks, faults: () => faults, keepOnRead: true });
const app = new Hono();
app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));
app.all('/api/*', (c) =>
  mockApi.handle(c.req.raw, {
    sandbox: SHARED_SANDBOX,
    fixtureFrom: c.req.raw,
    clientAddress: null,
  }),
);

const server = createHttpServer(app.fetch);
server.listen(env.port, env.host, () => {
  logger.info(
    { listening: `http://${env.host}:${env.port}` },
    `Mock retailer API on http://${env.host}:${env.port}/api`,
  );
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void closeServer(server).then(() => process.exit(0)));
}
