/**
 * Which events may leave the page: all of them once the shopper accepted; otherwise (not yet
 * answered, declined, or no banner at all) only those the CMS marks strictly necessary.
 */
import type { AnalyticsEventName } from '../../schemas/analytics/events';
import type { ConsentState } from './consent';

export type Delivery = 'granted' | 'necessary' | 'withheld';

export function deliveryOf(
  name: AnalyticsEventName,
  consent: ConsentState,
  necessary: readonly string[],
): Delivery {
  if (consent === 'accepted') return 'granted';
  return necessary.includes(name) ? 'necessary' : 'withheld';
}

/** Google Consent Mode v2: every storage type follows the one answer the banner asks for. */
export type ConsentModeState = {
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
  analytics_storage: 'granted' | 'denied';
};

export function consentModeOf(consent: ConsentState): ConsentModeState {
  const state = consent === 'accepted' ? 'granted' : 'denied';
  return {
    ad_storage: state,
    ad_user_data: state,
    ad_personalization: state,
    analytics_storage: state,
  };
}

/** The banner shows while unanswered, or when the shopper reopened it from the footer. */
export function bannerShown(enabled: boolean, consent: ConsentState, reopened: boolean): boolean {
  return enabled && (consent === 'unanswered' || reopened);
}

/** Whether anything may be sent at all: only then are the sinks worth downloading. */
export function anythingSent(consent: ConsentState, necessary: readonly string[]): boolean {
  return consent === 'accepted' || necessary.length > 0;
}
