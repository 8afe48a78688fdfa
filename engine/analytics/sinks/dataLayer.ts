/**
 * The dataLayer sink: events pushed to `window.dataLayer` in the shape GA4's e-commerce tags in
 * Google Tag Manager read (`{ event, ecommerce: { items, … } }`, the previous `ecommerce`
 * cleared first, as Google asks). With a container id, Consent Mode v2's defaults are set at
 * once and the container's script loads only once the shopper has accepted (Consent Mode's
 * "basic" way: no Google request at all before). Without one no vendor script ever loads.
 */
import type { TrackedEvent } from '../bus';
import { consentModeOf, type ConsentModeState } from '../consentGate';
import type { ConsentState } from '../consent';

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** Events whose parameters GA4 reads under `ecommerce`. */
const ECOMMERCE = new Set([
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'add_to_wishlist',
  'begin_checkout',
  'view_promotion',
  'select_promotion',
]);

type DataLayerHost = { dataLayer?: unknown[] };

export type DataLayerSink = {
  push(event: TrackedEvent): void;
  /** The shopper answered the banner: Consent Mode is updated (with a container). */
  consentChanged(consent: ConsentState): void;
};

export function dataLayerEntry(event: TrackedEvent): Record<string, unknown> {
  const context = {
    store_id: event.context.store_id,
    menu_type: event.context.menu_type,
    order_type: event.context.order_type,
    page_route: event.context.route,
  };
  return ECOMMERCE.has(event.name)
    ? { event: event.name, ecommerce: event.params, ...context }
    : { event: event.name, ...event.params, ...context };
}

export function createDataLayerSink({
  host,
  document,
  containerId,
  consent,
}: {
  host: DataLayerHost;
  document: Document;
  containerId: string | null;
  consent: ConsentState;
}): DataLayerSink {
  const layer = (host.dataLayer ??= []);
  // gtag() commands: Tag Manager reads them as Arguments objects, not arrays.
  function gtag(..._command: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- Consent Mode needs the Arguments object
    layer.push(arguments);
  }
  let loaded = false;
  const loadContainer = () => {
    if (containerId === null || loaded) return;
    loaded = true;
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
    document.head.append(script);
  };
  if (containerId !== null) {
    const defaults: ConsentModeState & { wait_for_update?: number } = consentModeOf(consent);
    gtag('consent', 'default', { ...defaults, wait_for_update: 500 });
    if (consent === 'accepted') loadContainer();
  }
  return {
    push(event) {
      // GTM merges pushes: the last event's `ecommerce` is cleared first.
      if (ECOMMERCE.has(event.name)) layer.push({ ecommerce: null });
      layer.push(dataLayerEntry(event));
    },
    consentChanged(next) {
      if (containerId === null) return;
      gtag('consent', 'update', consentModeOf(next));
      if (next === 'accepted') loadContainer();
    },
  };
}
