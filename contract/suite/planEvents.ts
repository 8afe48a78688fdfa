/**
 * The collector's checks: a batch of events as a page sends it, one the collector must refuse as
 * sent, and one over its size limit. The events name the suite (route, list and store), so a
 * retailer can tell them from shoppers' in what their collector kept.
 */
import type { Facts } from './facts.ts';
import type { Step } from './step.ts';

/** The collector's limit on a batch (EVENT_BATCH_BYTES_MAX): the large case sends twice as much. */
const BATCH_BYTES_MAX = 64 * 1024;

const context = (facts: Facts) => ({
  store_id: facts.retailer?.id ?? 'contract-suite',
  menu_type: 'RECREATIONAL',
  order_type: 'PICKUP',
  route: '/contract-suite',
});

const event = (facts: Facts, name: string, params: Record<string, unknown>) => ({
  name,
  params,
  context: context(facts),
  at: Date.now(),
  consent: 'granted',
});

/** A product list seen, a search and a Web Vitals measurement, as a page batches them. */
const batch = (facts: Facts) => ({
  events: [
    event(facts, 'view_item_list', {
      item_list_id: 'contract-suite',
      item_list_name: 'Contract suite',
      items: [{ item_id: 'contract-suite-1', item_name: 'Contract suite product', price: 10 }],
    }),
    event(facts, 'search', { search_term: facts.inputs.searchTerm }),
    event(facts, 'web_vitals', {
      metric_name: 'LCP',
      value: 1200,
      rating: 'good',
      metric_id: `contract-suite-${facts.runId}`,
      route: '/contract-suite',
      device_class: 'desktop',
    }),
  ],
});

/** Well-formed events, each a list of 50 long-named products, until the batch passes the limit. */
function oversized(facts: Facts) {
  const items = Array.from({ length: 50 }, (_, index) => ({
    item_id: `contract-suite-${index}`,
    item_name: `Contract suite product ${index} `.padEnd(150, '.'),
  }));
  const list = event(facts, 'view_item_list', {
    item_list_id: 'contract-suite',
    item_list_name: 'Contract suite',
    items,
  });
  const perEvent = JSON.stringify(list).length;
  return {
    events: Array.from({ length: Math.ceil((2 * BATCH_BYTES_MAX) / perEvent) }, () => list),
  };
}

export const eventSteps: readonly Step[] = [
  { operationId: 'recordEvents', call: (facts) => ({ json: batch(facts) }) },
  {
    operationId: 'recordEvents',
    case: 'bad body',
    failure: [400],
    call: () => ({ json: { events: [{ name: 'not_an_event' }] } }),
  },
  {
    operationId: 'recordEvents',
    case: 'too large',
    failure: [413],
    call: (facts) => ({ json: oversized(facts) }),
  },
];
