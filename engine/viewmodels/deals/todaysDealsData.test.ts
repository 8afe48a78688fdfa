import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, SpecialSchema, type SiteSettings } from '../../../schemas';
import { TODAYS_DEALS_LIMIT, todaysDealsFrom } from './todaysDealsData';

const specials = Array.from({ length: 12 }, (_, i) =>
  SpecialSchema.parse({
    id: `s-${i + 1}`,
    name: `Deal ${i + 1}`,
    urlSlug: `deal-${i + 1}`,
    menuDisplayConfiguration: { name: `Deal ${i + 1}`, description: 'Save', image: '' },
  }),
);

const settings = (patch: Partial<SiteSettings> = {}): SiteSettings => ({
  ...DEFAULT_SITE_CONFIG.settings,
  ...patch,
});

const from = (patch: Partial<SiteSettings> = {}, list = specials) =>
  todaysDealsFrom({ settings: settings(patch), specials: list, loading: false, brandList: [] });

describe('todaysDealsFrom (spec 2.15, §9)', () => {
  it('shows at most 10 specials, in order, each to its deal search page', () => {
    const data = from();
    expect(TODAYS_DEALS_LIMIT).toBe(10);
    expect(data.deals).toHaveLength(10);
    expect(data.deals.map((d) => d.name)).toEqual(specials.slice(0, 10).map((s) => s.name));
    expect(data.deals[0]).toMatchObject({ href: '/search/deals/deal-1', buttonLabel: 'Shop now' });
  });

  it('keeps fewer than 10 as they are, and none as an empty list (skeletons)', () => {
    expect(from({}, specials.slice(0, 3)).deals).toHaveLength(3);
    expect(from({}, []).deals).toEqual([]);
  });

  it.each<[string, Partial<SiteSettings>, { href: string; label: string }, unknown]>([
    ['defaults', {}, { href: '/deals', label: 'View All Deals' }, null],
    [
      'configured link and text',
      { todaysDealsCmsData: { title: 'Hot', buttonlink: '/specials', buttontext: 'All specials' } },
      { href: '/specials', label: 'All specials' },
      null,
    ],
    [
      'unsafe link falls back to the deals landing',
      { todaysDealsCmsData: { title: 'Hot', buttonlink: 'javascript:alert(1)', buttontext: '' } },
      { href: '/deals', label: 'View All Deals' },
      null,
    ],
    [
      'v2: mobile button to /deals, "Deals by Category"',
      { appSettings: { ...DEFAULT_SITE_CONFIG.settings.appSettings, dealsVersion: 'v2' } },
      { href: '/deals', label: 'View All Deals' },
      { href: '/deals', label: 'Deals by Category' },
    ],
    [
      'v2 with a blank link: the desktop button goes to /deals-category',
      {
        appSettings: { ...DEFAULT_SITE_CONFIG.settings.appSettings, dealsVersion: 'v2' },
        todaysDealsCmsData: { title: "Today's Deals", buttonlink: '', buttontext: 'More' },
      },
      { href: '/deals-category', label: 'More' },
      { href: '/deals', label: 'Deals by Category' },
    ],
  ])('%s', (_row, patch, link, mobileLink) => {
    const data = from(patch);
    expect(data.link).toEqual(link);
    expect(data.mobileLink).toEqual(mobileLink);
  });

  it('uses the CMS title, or the default when blank', () => {
    expect(
      from({
        todaysDealsCmsData: { title: 'Deals of the Day', buttonlink: '/deals', buttontext: 'x' },
      }).title,
    ).toBe('Deals of the Day');
    expect(
      from({ todaysDealsCmsData: { title: ' ', buttonlink: '/deals', buttontext: 'x' } }).title,
    ).toBe("Today's Deals");
  });
});
