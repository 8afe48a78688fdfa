/**
 * Campaigns this browser already answered (signed up, clicked or closed), kept under the local
 * key `answeredPopupCampaigns` so a reload never brings one back even when the campaign call does
 * not know the visitor yet (spec 4.9). An unreadable value is ignored.
 */
import { z } from 'zod';

export const ANSWERED_CAMPAIGNS_KEY = 'answeredPopupCampaigns';

/** Bounded: old answers fall off rather than growing the stored value without end. */
const MAX_REMEMBERED = 100;
const StoredSchema = z.array(z.string()).max(1000);

export function readAnsweredCampaigns(storage: Storage | null): Set<string> {
  try {
    const parsed = StoredSchema.safeParse(
      JSON.parse(storage?.getItem(ANSWERED_CAMPAIGNS_KEY) ?? '[]'),
    );
    return new Set(parsed.success ? parsed.data : []);
  } catch {
    return new Set();
  }
}

export function rememberAnsweredCampaign(storage: Storage | null, campaignId: string): void {
  const ids = [...readAnsweredCampaigns(storage), campaignId];
  try {
    storage?.setItem(
      ANSWERED_CAMPAIGNS_KEY,
      JSON.stringify([...new Set(ids)].slice(-MAX_REMEMBERED)),
    );
  } catch {
    // Storage full or blocked: the answer still holds for this page's life.
  }
}
