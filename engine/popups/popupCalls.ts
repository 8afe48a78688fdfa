/**
 * What every popup-campaign call shares (spec 7.5): its context, the campaigns' readers and how a
 * failure is logged. It sits under both the calls of every visit (popupApi.ts) and an open popup's
 * (popupResponses.ts), so the lazily loaded layer reaches it without importing the visit's calls.
 */
import type { PopupCampaign } from '../../schemas';
import { reportDiagnostic } from '../stores/diagnosticsLog';

export type PopupCallContext = {
  retailerId: string;
  visitorId: string;
  timezone: string;
};

/** The campaigns, and when they arrived: their schedules are checked at that time. */
export type ActiveCampaigns = {
  campaigns: PopupCampaign[];
  receivedAtMs: number;
};

/** The popup layer's own readers, not the whole schema barrel (schemas/popupReaders.ts). A first
 * visit to a site without campaigns loads them not at all: its two answers, a plain visitor and an
 * empty list, are read without zod. */
export const loadPopupReaders = () => import('../../schemas/popupReaders');

/** A popup call that failed is logged, and the shopper sees no popup for it (spec 8). */
export function logFailure(call: string, error: unknown) {
  reportDiagnostic({
    source: 'popup campaigns',
    path: call,
    problem: error instanceof Error ? error.message : String(error),
    used: 'no popup for this call',
  });
}
