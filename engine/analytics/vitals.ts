/**
 * Real-user Web Vitals of the page view the shopper landed on, through the bus like any event
 * (so the same consent applies). `web-vitals` observes with `buffered: true`, so loading it once
 * the page is idle still sees the first paint and the largest one; LCP, CLS and INP are reported
 * when the page is hidden, which is when the collector sends.
 */
import type { MetricType } from 'web-vitals';
import type { DeviceClass } from '../../schemas/analytics/events';
import { track } from './bus';

export function reportVital(metric: MetricType, route: string, deviceClass: DeviceClass): void {
  track('web_vitals', {
    metric_name: metric.name,
    // CLS is a score; the others are milliseconds, rounded (sub-millisecond says nothing here).
    value:
      metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    metric_id: metric.id,
    route,
    device_class: deviceClass,
  });
}

/** Starts measuring the landing page view: `route` is its route's name, not the URL. */
export async function measureVitals(route: string, deviceClass: DeviceClass): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: MetricType) => reportVital(metric, route, deviceClass);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
