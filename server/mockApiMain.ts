/**
 * `npm run mock-api`: the embedded mock backend on its own, as a retailer's API would be, for the
 * storefront's real-API mode (`API_BASE_URL=http://127.0.0.1:4010/api`) and the `deploy/`
 * reference (server/mockApiApp). Loopback unless HOST says.
 */
import { serverEnv } from './env';
import { createHttpServer } from './httpServer';
import { createLogger } from './logger';
import { faultsOfEnv } from './mockApiFaults';
import { mockApiApp } from './mockApiApp';
import { MOCK_API_DEFAULT_PORT } from './mockApiPort';
import { closeServer } from './shutdown';

// MOCK_API_PORT, else PORT: the service can sit beside a storefront configured with PORT.
const port = process.env.MOCK_API_PORT ?? process.env.PORT ?? String(MOCK_API_DEFAULT_PORT);
const env = serverEnv({ ...process.env, PORT: port });
const logger = createLogger();
const faults = faultsOfEnv(process.env.MOCK_API_FAULTS);
const app = mockApiApp({ testHooks: env.testHooks, faults: () => faults });

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
