/**
 * Which popup campaigns may show on a page (spec 4.9): the schedule (ongoing, or customDates
 * between startTime and endTime, both inclusive, in unix seconds), the trigger (allPages, or
 * specificPages where the pathname is one of pageUrls) and campaigns already answered left out.
 * The server's order is kept: it is the queue's order.
 */
import type { PopupCampaign } from '../../schemas';

/** "/deals/", "deals" and "https://shop.example/deals?x=1" all name the page "/deals". */
export function normalisePagePath(value: string): string {
  let path = value.trim();
  const absolute = /^https?:\/\/[^/]+(\/[^?#]*)?/i.exec(path);
  if (absolute) path = absolute[1] ?? '/';
  path = path.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path.toLowerCase();
}

export function isScheduled(campaign: PopupCampaign, nowSeconds: number): boolean {
  const { type, startTime, endTime } = campaign.schedule;
  if (type === 'ongoing') return true;
  return startTime <= nowSeconds && nowSeconds <= endTime;
}

export function isTriggeredOn(campaign: PopupCampaign, pathname: string): boolean {
  const { type, pageUrls } = campaign.behavior.trigger;
  if (type === 'allPages') return true;
  const here = normalisePagePath(pathname);
  return pageUrls.some((url) => normalisePagePath(url) === here);
}

export function eligibleCampaigns(
  campaigns: readonly PopupCampaign[],
  context: { nowSeconds: number; pathname: string; answered: ReadonlySet<string> },
): PopupCampaign[] {
  return campaigns.filter(
    (campaign) =>
      !context.answered.has(campaign._id) &&
      isScheduled(campaign, context.nowSeconds) &&
      isTriggeredOn(campaign, context.pathname),
  );
}
