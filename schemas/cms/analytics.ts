/**
 * Measurement and consent: where the storefront's events go (a Google Tag Manager container, the
 * first-party collector) and the consent banner that decides whether they may. Not in the spec:
 * the project's own settings, documented in docs/cms/settings.md.
 */
import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES } from '../analytics/events';
import { flag, list, text } from '../fields';

/** A GTM container id as Tag Manager shows it; anything else would load a script from elsewhere. */
export const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export const AnalyticsCmsSchema = z
  .object({
    /** The retailer's Tag Manager container: unset, no vendor script loads at all. */
    gtmContainerId: z.string().regex(GTM_CONTAINER_ID).nullable().default(null),
    /** Events (and Web Vitals) go to the storefront's own collector, `POST /api/events`. */
    collectorEnabled: flag(true),
    /** Events sent even before the shopper answers the consent banner, or after Decline. */
    necessaryEvents: list(z.enum(ANALYTICS_EVENT_NAMES as [string, ...string[]])),
  })
  .prefault({});
export type AnalyticsCms = z.output<typeof AnalyticsCmsSchema>;

export const DO_NOT_SELL_LABEL = 'Do not sell or share my personal information';

export const ConsentBannerCmsSchema = z
  .object({
    /** Off: the shopper is never asked, and only necessary events are sent. */
    enabled: flag(true),
    title: text('Your privacy'),
    message: text(
      'We use cookies and similar tools to understand how our menu is used and to improve it. You can change your choice at any time from the footer.',
    ),
    acceptLabel: text('Accept'),
    declineLabel: text('Decline'),
    /** The footer link that opens the banner again. */
    settingsLabel: text('Cookie settings'),
    /** Shows the "Do not sell or share" link in the footer (US state privacy laws). */
    showDoNotSell: flag(false),
    doNotSellLabel: text(DO_NOT_SELL_LABEL),
    /** The retailer's opt-out page; empty, the link opens the banner instead. */
    doNotSellUrl: text(''),
  })
  .prefault({});
export type ConsentBannerCms = z.output<typeof ConsentBannerCmsSchema>;
