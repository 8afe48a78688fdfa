/**
 * Which popup campaigns may show on a page (spec 4.9): the schedule (ongoing, or customDates
 * between startTime and endTime, both inclusive, in unix seconds), the trigger (allPages, or
 * specificPages where the pathname is one of pageUrls) and campaigns already answered left out.
 * The server's order is kept: it is the queue's order. A customDates campaign without dates
 * (endTime 0) never shows: "between startTime and endTime" has no window then.
 */
import type { PopupCampaign } from '../../schemas';

/**
 * "/deals/", "deals" and "https://shop.example/deals?x=1" all name the page "/deals": CMS editors
 * paste paths with or without slashes, or whole URLs of the live site (whose host may not be the
 * one serving this page, e.g. a preview), and the trigger is about the page, not its query or hash.
 * Case is ignored: the CMS's URLs are typed by hand. Percent escapes are decoded (not "/"), so
 * "/brands/caf%C3%A9" and "/brands/café" are one page whichever form each side comes in.
 */
export function normalisePagePath(value: string): string {
  let path = value.trim();
  const absolute = /^https?:\/\/[^/]+(\/[^?#]*)?/i.exec(path);
  if (absolute) path = absolute[1] ?? '/';
  path = path.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/+$/, '') || '/';
  return decodePath(path).toLowerCase();
}

/** decodeURI leaves escaped reserved characters ("%2F") alone; a malformed escape stays as is. */
function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export function isScheduled(campaign: PopupCampaign, nowSeconds: number): boolean {
  const { type, startTime, endTime } = campaign.schedule;
  if (type === 'ongoing') return true;
  // Whole seconds, like startTime and endTime: the campaign's last second is still inside.
  const now = Math.floor(nowSeconds);
  return startTime <= now && now <= endTime;
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
