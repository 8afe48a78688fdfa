import { describe, expect, it } from 'vitest';
import { PopupCampaignSchema, type PopupCampaign } from '../../schemas';
import { eligibleCampaigns, normalisePagePath } from './popupEligibility';

function campaign(id: string, fields: Record<string, unknown> = {}): PopupCampaign {
  return PopupCampaignSchema.parse({ _id: id, ...fields });
}

const NOW = 1_800_000_000;
const context = (pathname = '/', answered: string[] = []) => ({
  nowSeconds: NOW,
  pathname,
  answered: new Set(answered),
});

describe('eligibleCampaigns (spec 4.9)', () => {
  it('keeps ongoing campaigns on every page, in the server order', () => {
    const list = [campaign('a'), campaign('b')];
    expect(eligibleCampaigns(list, context('/shop')).map((c) => c._id)).toEqual(['a', 'b']);
  });

  it('shows customDates campaigns only between startTime and endTime, both included', () => {
    const dated = (start: number, end: number) =>
      campaign(`${start}`, { schedule: { type: 'customDates', startTime: start, endTime: end } });
    const list = [dated(NOW - 10, NOW + 10), dated(NOW, NOW), dated(NOW + 1, NOW + 99)];
    const later = [dated(NOW - 99, NOW - 1)];
    expect(eligibleCampaigns(list, context()).map((c) => c._id)).toEqual([`${NOW - 10}`, `${NOW}`]);
    expect(eligibleCampaigns(later, context())).toEqual([]);
  });

  it('shows specificPages campaigns only on their pages', () => {
    const deals = campaign('deals', {
      behavior: { trigger: { type: 'specificPages', pageUrls: ['/deals', 'specials/'] } },
    });
    expect(eligibleCampaigns([deals], context('/deals'))).toHaveLength(1);
    expect(eligibleCampaigns([deals], context('/deals/'))).toHaveLength(1);
    expect(eligibleCampaigns([deals], context('/specials'))).toHaveLength(1);
    expect(eligibleCampaigns([deals], context('/'))).toHaveLength(0);
    expect(eligibleCampaigns([deals], context('/deals/20-off'))).toHaveLength(0);
  });

  it('leaves out campaigns already answered', () => {
    expect(eligibleCampaigns([campaign('a'), campaign('b')], context('/', ['a']))).toEqual([
      campaign('b'),
    ]);
  });
});

describe('normalisePagePath', () => {
  it.each([
    ['/Deals/', '/deals'],
    ['deals', '/deals'],
    ['https://shop.example/deals?x=1#top', '/deals'],
    ['https://shop.example', '/'],
    ['/', '/'],
  ])('%j → %j', (value, path) => {
    expect(normalisePagePath(value)).toBe(path);
  });
});
