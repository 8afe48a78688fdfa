import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ConsentBanner } from '../../variants/consent/ConsentBanner/ConsentBanner';
import { connectListener, type TrackedEvent } from '../analytics/bus';
import {
  answerConsent,
  consentChangedElsewhere,
  consentState,
  subscribeConsent,
  type ConsentState,
} from '../analytics/consent';
import type { offerConsentControls } from '../analytics/consentControls';
import { anythingSent, bannerShown, deliveryOf } from '../analytics/consentGate';
import { deviceClassOf } from '../analytics/deviceClass';
import type { Sinks } from '../analytics/sinks/startSinks';
import { useSiteSettings } from '../site/SiteConfigProvider';

const unanswered = (): ConsentState => 'unanswered';

type Passed = { event: TrackedEvent; delivery: 'granted' | 'necessary' };

/** Starts web-vitals on the landing page view, if the answer of the moment lets vitals go. */
function measureIfSent(started: Sinks, necessary: readonly string[], landingRoute: string): void {
  if (deliveryOf('web_vitals', consentState(), necessary) === 'withheld') return;
  started.measureVitals(landingRoute, deviceClassOf(window.innerWidth));
}

/**
 * The consent banner, and the gate every event passes: loaded once the page is idle
 * (AnalyticsRoot). An event the shopper's answer does not allow is dropped when it happens, so
 * accepting later never sends what came before. The sinks (dataLayer, collector, web-vitals) load
 * only once something may be sent; the events allowed meanwhile wait for them.
 */
export function AnalyticsLayer({
  landingRoute,
  offerControls,
}: {
  landingRoute: string;
  /** Offers the footer's privacy controls (engine/analytics/consentControls). */
  offerControls: typeof offerConsentControls;
}) {
  const analytics = useSiteSettings('analyticsCms');
  const banner = useSiteSettings('consentBannerCms');
  const consent = useSyncExternalStore(subscribeConsent, consentState, unanswered);
  const [reopened, setReopened] = useState(false);
  const sinks = useRef<Sinks | null>(null);
  const passed = useRef<Passed[]>([]);

  useEffect(() => {
    const delivery = (name: TrackedEvent['name']) =>
      deliveryOf(name, consentState(), analytics.necessaryEvents);
    const disconnect = connectListener(
      (event) => {
        const allowed = delivery(event.name);
        if (allowed === 'withheld') return;
        if (sinks.current) sinks.current.push(event, allowed);
        else passed.current.push({ event, delivery: allowed });
      },
      (name) => delivery(name) !== 'withheld',
    );
    const onStorage = (event: StorageEvent) => consentChangedElsewhere(event.key);
    window.addEventListener('storage', onStorage);
    return () => {
      disconnect();
      window.removeEventListener('storage', onStorage);
    };
  }, [analytics]);

  const wanted = anythingSent(consent, analytics.necessaryEvents);
  const vitalsSent = deliveryOf('web_vitals', consent, analytics.necessaryEvents) !== 'withheld';
  useEffect(() => {
    if (!wanted) return;
    let stopped = false;
    void import('../analytics/sinks/startSinks').then(({ startSinks }) => {
      if (stopped) return;
      const started = startSinks({
        win: window,
        containerId: analytics.gtmContainerId,
        collectorEnabled: analytics.collectorEnabled,
        consent: consentState(),
      });
      sinks.current = started;
      for (const { event, delivery } of passed.current.splice(0)) started.push(event, delivery);
      measureIfSent(started, analytics.necessaryEvents, landingRoute);
    });
    return () => {
      stopped = true;
      // Declined after accepting: Tag Manager hears it before the sinks stop.
      sinks.current?.consentChanged(consentState());
      sinks.current?.stop();
      sinks.current = null;
    };
  }, [wanted, analytics, landingRoute]);

  // The answer changed while the sinks run: Consent Mode follows, and vitals may start.
  const answered = useRef(consent);
  useEffect(() => {
    const started = sinks.current;
    if (started === null || answered.current === consent) return;
    answered.current = consent;
    started.consentChanged(consent);
    if (vitalsSent) measureIfSent(started, analytics.necessaryEvents, landingRoute);
  });

  useEffect(
    () =>
      banner.enabled
        ? offerControls({ openSettings: () => setReopened(true), texts: banner })
        : undefined,
    [banner, offerControls],
  );

  if (!bannerShown(banner.enabled, consent, reopened)) return null;
  const answer = (choice: 'accepted' | 'declined') => {
    answerConsent(choice);
    setReopened(false);
  };
  return (
    <ConsentBanner
      title={banner.title}
      message={banner.message}
      acceptLabel={banner.acceptLabel}
      declineLabel={banner.declineLabel}
      onAccept={() => answer('accepted')}
      onDecline={() => answer('declined')}
      focusOnMount={reopened}
    />
  );
}
