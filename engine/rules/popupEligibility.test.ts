import { describe, expect, it } from 'vitest';
import { PopupCampaignSchema, type PopupCampaign } from '../../schemas';
import {
  eligibleCampaigns,
  isScheduled,
  isTriggeredOn,
  normalisePagePath,
} from './popupEligibility';

function campaign(id: string, fields: Record<string, unknown> = {}): PopupCampaign {
  return PopupCampaignSchema.parse({ _id: id, ...fields });
}

const NOW = 1_800_000_000;
const context = (pathname = '/', answered: string[] = []) => ({
  nowSeconds: NOW,
  pathname,
  answered: new Set(answered),
});
const ids = (list: readonly PopupCampaign[]) => list.map((c) => c._id);

const dated = (startTime: number, endTime: number) =>
  campaign('dated', { schedule: { type: 'customDates', startTime, endTime } });
const onPages = (...pageUrls: string[]) =>
  campaign('pages', { behavior: { trigger: { type: 'specificPages', pageUrls } } });

describe('eligibleCampaigns (spec 4.9)', () => {
  it('keeps ongoing campaigns on every page, in the server order', () => {
    const list = [campaign('b'), campaign('a'), campaign('c')];
    expect(ids(eligibleCampaigns(list, context('/shop')))).toEqual(['b', 'a', 'c']);
  });

  it('applies the schedule, the trigger and the answers together', () => {
    const list = [
      campaign('ongoing'),
      campaign('expired', { schedule: { type: 'customDates', startTime: 1, endTime: NOW - 1 } }),
      campaign('elsewhere', {
        behavior: { trigger: { type: 'specificPages', pageUrls: ['/deals'] } },
      }),
      campaign('answered'),
      campaign('here', { behavior: { trigger: { type: 'specificPages', pageUrls: ['/shop'] } } }),
    ];
    expect(ids(eligibleCampaigns(list, context('/shop', ['answered'])))).toEqual([
      'ongoing',
      'here',
    ]);
  });

  it('leaves out campaigns already answered, and only those', () => {
    const list = [campaign('a'), campaign('b')];
    expect(ids(eligibleCampaigns(list, context('/', ['a', 'unknown'])))).toEqual(['b']);
    expect(eligibleCampaigns(list, context('/', ['a', 'b']))).toEqual([]);
  });

  it('returns nothing for no campaigns', () => {
    expect(eligibleCampaigns([], context())).toEqual([]);
  });
});

describe('isScheduled', () => {
  it('always shows an ongoing campaign, whatever its dates', () => {
    const ongoing = campaign('o', {
      schedule: { type: 'ongoing', startTime: NOW + 9, endTime: 1 },
    });
    expect(isScheduled(ongoing, NOW)).toBe(true);
  });

  it.each([
    ['one second before the start', NOW - 10, NOW + 10, NOW - 11, false],
    ['at the start', NOW - 10, NOW + 10, NOW - 10, true],
    ['inside', NOW - 10, NOW + 10, NOW, true],
    ['at the end', NOW - 10, NOW + 10, NOW + 10, true],
    ['within the last second', NOW - 10, NOW + 10, NOW + 10.999, true],
    ['one second after the end', NOW - 10, NOW + 10, NOW + 11, false],
    ['a one-second window', NOW, NOW, NOW, true],
    ['a window that ends before it starts', NOW + 1, NOW - 1, NOW, false],
    ['no dates at all', 0, 0, NOW, false],
  ])('customDates %s → %s', (_, start, end, now, shown) => {
    expect(isScheduled(dated(start, end), now)).toBe(shown);
  });
});

describe('isTriggeredOn', () => {
  it('shows an allPages campaign everywhere, even with pageUrls', () => {
    const all = campaign('all', { behavior: { trigger: { type: 'allPages', pageUrls: ['/x'] } } });
    expect(isTriggeredOn(all, '/anything')).toBe(true);
  });

  it.each([
    ['/deals', ['/deals'], true],
    ['/deals/', ['/deals'], true],
    ['/deals', ['deals/'], true],
    ['/Deals', ['/deals'], true],
    ['/deals', ['https://shop.example/deals?utm_source=cms#top'], true],
    ['/', ['https://shop.example'], true],
    ['/', ['/'], true],
    ['/brands/caf%C3%A9', ['/brands/café'], true],
    ['/shop', ['/deals', '/shop'], true],
    ['/', ['/deals'], false],
    ['/deals/20-off', ['/deals'], false],
    ['/deal', ['/deals'], false],
    ['/deals', [], false],
    ['/a%2Fb', ['/a/b'], false],
  ])('specificPages: %j in %j → %s', (pathname, pageUrls, shown) => {
    expect(isTriggeredOn(onPages(...pageUrls), pathname)).toBe(shown);
  });
});

describe('normalisePagePath', () => {
  it.each([
    ['/Deals/', '/deals'],
    ['deals', '/deals'],
    ['  /deals  ', '/deals'],
    ['/deals///', '/deals'],
    ['/deals?x=1', '/deals'],
    ['/deals#top', '/deals'],
    ['https://shop.example/deals?x=1#top', '/deals'],
    ['HTTP://SHOP.EXAMPLE/Deals/', '/deals'],
    ['https://shop.example', '/'],
    ['https://shop.example?x=1', '/'],
    ['/', '/'],
    ['', '/'],
    ['///', '/'],
    ['/caf%C3%A9', '/café'],
    ['/100%', '/100%'],
  ])('%j → %j', (value, path) => {
    expect(normalisePagePath(value)).toBe(path);
  });
});
