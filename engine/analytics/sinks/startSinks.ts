/**
 * The sinks, loaded only once something may be sent (the shopper accepted, or the site marks some
 * events strictly necessary): a first visit that has not answered the banner downloads only the
 * banner. Starts the dataLayer, the collector and, where vitals may be sent, web-vitals.
 */
import type { TrackedEvent } from '../bus';
import type { ConsentState } from '../consent';
import { beaconSender, createCollectorSink } from './collector';
import { createDataLayerSink } from './dataLayer';
import type { DeviceClass } from '../../../schemas/analytics/events';
import { measureVitals } from '../vitals';

export type Sinks = {
  push(event: TrackedEvent, delivery: 'granted' | 'necessary'): void;
  consentChanged(consent: ConsentState): void;
  /** Starts measuring the landing page's vitals (once). */
  measureVitals(route: string, deviceClass: DeviceClass): void;
  stop(): void;
};

export function startSinks({
  win,
  containerId,
  collectorEnabled,
  consent,
}: {
  win: Window & { dataLayer?: unknown[] };
  containerId: string | null;
  collectorEnabled: boolean;
  consent: ConsentState;
}): Sinks {
  const dataLayer = createDataLayerSink({
    host: win,
    document: win.document,
    containerId,
    consent,
  });
  const collector = collectorEnabled ? createCollectorSink({ send: beaconSender(win) }) : null;
  // On window, in the bubbling phase: after web-vitals' own listeners (capture) have reported.
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') collector?.flush();
  };
  const onPageHide = () => collector?.flush();
  win.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', onPageHide);
  let measuring = false;
  return {
    push(event, delivery) {
      dataLayer.push(event);
      collector?.push(event, delivery);
    },
    consentChanged: (next) => dataLayer.consentChanged(next),
    measureVitals(route, deviceClass) {
      if (measuring) return;
      measuring = true;
      void measureVitals(route, deviceClass);
    },
    stop() {
      collector?.flush();
      win.removeEventListener('visibilitychange', onHidden);
      win.removeEventListener('pagehide', onPageHide);
    },
  };
}
