/**
 * The popup-campaign calls of spec 7.5 that every visit makes: the visitor and the active
 * campaigns. Their failures are logged only (spec 8). An open popup's calls (its responses, the
 * sign-up) are in popupResponses.ts, which only the lazily loaded popup imports.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PopupCampaign, Visitor } from '../../schemas';
import type { ApiClient } from '../api/client';
import { reporterFor } from '../api/readWith';
import { reportDiagnostics } from '../stores/diagnosticsLog';
import type { VisitorRegistration } from '../rules/visitorRegistration';
import { readPlainVisitor } from './plainVisitor';
import {
  loadPopupReaders,
  logFailure,
  type ActiveCampaigns,
  type PopupCallContext,
} from './popupCalls';
import { loadPopupLayer } from './popupLayerLoader';

/** data.popupCampaign, each campaign read leniently; a campaign that cannot be read is dropped. */
async function readCampaigns(body: unknown): Promise<PopupCampaign[]> {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
  const list =
    typeof data === 'object' && data !== null
      ? (data as { popupCampaign?: unknown }).popupCampaign
      : null;
  if (!Array.isArray(list) || list.length === 0) return [];
  // A campaign is likely to show: its layer's chunks need not wait for the readers' (a slow
  // phone would load and run the two one after the other). A failed download is the layer's
  // own to report when it renders.
  loadPopupLayer().catch(() => undefined);
  const { parseLenient, PopupCampaignsSchema } = await loadPopupReaders();
  const { value, diagnostics } = parseLenient(
    PopupCampaignsSchema,
    list,
    'GET /popup-campaigns/active',
  );
  reportDiagnostics(diagnostics);
  return value;
}

async function loadCampaigns(client: ApiClient, context: PopupCallContext, signal: AbortSignal) {
  try {
    return readCampaigns(await client.get('/popup-campaigns/active', { query: context, signal }));
  } catch (error) {
    logFailure('GET /popup-campaigns/active', error);
    return [];
  }
}

export const activeCampaignsQuery = (client: ApiClient, context: PopupCallContext) =>
  queryOptions({
    queryKey: ['popupCampaigns', context.retailerId, context.visitorId],
    queryFn: async ({ signal }): Promise<ActiveCampaigns> => ({
      campaigns: await loadCampaigns(client, context, signal),
      receivedAtMs: Date.now(),
    }),
    staleTime: Infinity,
  });

export async function registerVisitor(
  client: ApiClient,
  body: VisitorRegistration,
): Promise<Visitor | null> {
  try {
    const response = await client.post('/popup-campaigns/visitors', body);
    const plain = readPlainVisitor(response);
    if (plain !== undefined) return plain;
    const { readSingleRecord, VisitorSchema } = await loadPopupReaders();
    const call = 'POST /popup-campaigns/visitors';
    return readSingleRecord(VisitorSchema, response, reporterFor(call));
  } catch (error) {
    logFailure('POST /popup-campaigns/visitors', error);
    return null;
  }
}
