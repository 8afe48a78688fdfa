import { createMockBackend } from '../../fixtures/mocks/backend';
import { DEMO_SESSION_TOKEN, openDemoSession } from '../../fixtures/mocks/demoSession';
import { fixedHandler } from '../../fixtures/mocks/handlers';

export const STORY_TOKEN = DEMO_SESSION_TOKEN;

/** GET /orders exactly as the mock backend answers the demo shopper. */
function demoOrdersBody(): unknown {
  const backend = createMockBackend();
  openDemoSession(backend.state, STORY_TOKEN);
  return backend.orders(STORY_TOKEN).body;
}

export const demoOrders = fixedHandler('orders', demoOrdersBody());
export const noOrders = fixedHandler('orders', { statusCode: 200, data: { data: [], total: 0 } });
