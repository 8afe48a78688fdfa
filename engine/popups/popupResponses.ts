/**
 * The calls of a popup on screen (spec 7.5): its responses, logged only when they fail (spec 8),
 * and the e-mail sign-up, whose failure is the shopper's to see, so it throws. Apart from
 * popupApi.ts, which the shell loads on every visit: only an open popup needs these.
 */
import type { CouponInfo, PopupCampaign } from '../../schemas';
import type {
  PopupResponseBody,
  PopupResponseType,
  PopupSubscriptionBody,
} from '../../schemas/api/requestBodies';
import type { ApiClient } from '../api/client';
import { loadPopupReaders, logFailure, type PopupCallContext } from './popupCalls';

export type { PopupResponseType };

export type PopupEventContext = PopupCallContext & {
  campaign: PopupCampaign;
  nowMs: number;
};

function eventBody(context: PopupEventContext) {
  return {
    popupCampaignId: context.campaign._id,
    popupTemplateType: context.campaign.edit.display.templateType,
    visitorId: context.visitorId,
    unixTimeStamp: Math.floor(context.nowMs / 1000),
    retailerId: context.retailerId,
    timezone: context.timezone,
  };
}

export function recordPopupResponse(
  client: ApiClient,
  responseType: PopupResponseType,
  context: PopupEventContext,
): void {
  client
    .post('/popup-campaigns/responses', {
      responseType,
      ...eventBody(context),
    } satisfies PopupResponseBody)
    .catch((error: unknown) => logFailure('POST /popup-campaigns/responses', error));
}

/** The e-mail sign-up; throws the server's error (ApiError) for the toast. */
export async function subscribeToCampaign(
  client: ApiClient,
  email: string,
  context: PopupEventContext,
): Promise<CouponInfo> {
  const response = await client.post('/popup-campaigns/subscriptions', {
    ...eventBody(context),
    email,
    campaignName: context.campaign.campaignName,
  } satisfies PopupSubscriptionBody);
  const data =
    typeof response === 'object' && response !== null
      ? (response as { data?: { couponInfo?: unknown } }).data
      : undefined;
  const { parseLenient, CouponInfoSchema } = await loadPopupReaders();
  return parseLenient(CouponInfoSchema, data?.couponInfo ?? {}, 'couponInfo').value;
}
