// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { TrackedEvent } from '../bus';
import { createDataLayerSink, dataLayerEntry, GTM_ORIGIN } from './dataLayer';

const CONTEXT = {
  store_id: 's1',
  menu_type: 'RECREATIONAL',
  order_type: 'PICKUP',
  route: '/',
} as const;
const ITEM = { item_id: 'p1', item_name: 'Blue Dream', price: 30, quantity: 1 };
const addToCart: TrackedEvent = {
  name: 'add_to_cart',
  params: { currency: 'USD', value: 30, items: [ITEM] },
  at: 1,
  context: CONTEXT,
};

beforeEach(() => {
  document.head.innerHTML = '';
});

const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);
/** gtag() commands as arrays (they are pushed as Arguments objects). */
const commands = (layer: unknown[]) =>
  layer
    .filter(
      (entry) =>
        !Array.isArray(entry) && typeof entry === 'object' && entry !== null && 'length' in entry,
    )
    .map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('the dataLayer sink', () => {
  it('pushes e-commerce events in GA4’s shape, clearing the last ecommerce first', () => {
    const host: { dataLayer?: unknown[] } = {};
    const sink = createDataLayerSink({ host, document, containerId: null, consent: 'accepted' });
    sink.push(addToCart);
    expect(host.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'USD', value: 30, items: [ITEM] },
        store_id: 's1',
        menu_type: 'RECREATIONAL',
        order_type: 'PICKUP',
        page_route: '/',
      },
    ]);
  });

  it('puts other events’ parameters at the top level', () => {
    expect(
      dataLayerEntry({ name: 'search', params: { search_term: 'rosin' }, at: 1, context: CONTEXT }),
    ).toMatchObject({ event: 'search', search_term: 'rosin', store_id: 's1' });
  });

  it('loads no vendor script and sets no Consent Mode without a container', () => {
    const host: { dataLayer?: unknown[] } = {};
    const sink = createDataLayerSink({ host, document, containerId: null, consent: 'unanswered' });
    sink.consentChanged('accepted');
    expect(scripts()).toEqual([]);
    expect(host.dataLayer).toEqual([]);
  });

  it('with a container: Consent Mode denied first, the container only once accepted', () => {
    const host: { dataLayer?: unknown[] } = {};
    const sink = createDataLayerSink({
      host,
      document,
      containerId: 'GTM-AB12CD',
      consent: 'unanswered',
    });
    const layer = host.dataLayer ?? [];
    expect(commands(layer)).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
      ],
    ]);
    expect(scripts()).toEqual([]);
    sink.consentChanged('declined');
    expect(scripts()).toEqual([]);
    sink.consentChanged('accepted');
    expect(commands(layer).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_user_data: 'granted' }),
    ]);
    expect(scripts()).toEqual([`${GTM_ORIGIN}/gtm.js?id=GTM-AB12CD`]);
    sink.consentChanged('accepted');
    expect(scripts()).toHaveLength(1);
  });

  it('with a container already accepted: loads it at once', () => {
    createDataLayerSink({ host: {}, document, containerId: 'GTM-AB12CD', consent: 'accepted' });
    expect(scripts()).toEqual([`${GTM_ORIGIN}/gtm.js?id=GTM-AB12CD`]);
  });
});
