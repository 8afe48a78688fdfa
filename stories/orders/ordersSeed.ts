import { createMockBackend } from '../../fixtures/mocks/backend';
import { DEMO_EMAIL } from '../../fixtures/data';
import { seedSessionFor } from '../../fixtures/mocks/seedSession';
import { fixedHandler } from '../../fixtures/mocks/handlers';
import { OrderSchema, readPaginated } from '../../schemas';

/** The stores' token in signed-in stories; the fixed handlers below answer without reading it. */
export const STORY_TOKEN = 'story-token';

/** GET /orders exactly as the mock backend answers the demo shopper. */
function demoOrdersBody(): unknown {
  const backend = createMockBackend();
  return backend.orders(seedSessionFor(backend.state, DEMO_EMAIL)).body;
}

/** The demo shopper's orders, read from that answer as the orders query reads it. */
export const demoOrderRecords = () => readPaginated(OrderSchema, demoOrdersBody()).items;

export const demoOrders = fixedHandler('orders', demoOrdersBody());
export const noOrders = fixedHandler('orders', { statusCode: 200, data: { data: [], total: 0 } });

/** Buy Again's rows for these orders, by the id that labels each: every product once, newest first. */
export const BUY_AGAIN_ROWS = [
  'saved-order-blue-dream',
  'saved-order-sour-watermelon-gummies',
  'saved-order-relief-balm-menthol',
  'saved-order-gelato-41',
  'saved-order-strawberry-cough-cartridge',
  'saved-order-live-resin-badder-gelato',
];
