import { describe, expect, it } from 'vitest';
import { collectedEvent, SAMPLE_EVENTS_START, webVital } from '../../fixtures/data/events';
import { clockTime, consentLabel, eventDetails, itemNames } from './eventSummary';

const item = (name: string, quantity?: number) => ({
  item_id: name.toLowerCase(),
  item_name: name,
  ...(quantity === undefined ? {} : { quantity }),
});

describe('the events panel’s wording', () => {
  it.each([
    [
      'a list seen',
      collectedEvent('view_item_list', {
        item_list_id: 'trending',
        item_list_name: 'Trending now',
        items: ['A', 'B', 'C', 'D', 'E'].map((name) => item(name)),
      }),
      'Trending now: A, B, C and 2 more',
    ],
    [
      'a product added twice',
      collectedEvent('add_to_cart', {
        currency: 'USD',
        value: 70,
        items: [item('Blue Dream', 2)],
      }),
      '2 × Blue Dream · $70.00',
    ],
    [
      'a cart in another currency',
      collectedEvent('view_cart', { currency: 'CAD', value: 12.5, items: [item('Gelato')] }),
      'Gelato · 12.50 CAD',
    ],
    [
      'an empty cart',
      collectedEvent('view_cart', { currency: 'USD', value: 0, items: [] }),
      'no items · $0.00',
    ],
    [
      'a promotion in its slot',
      collectedEvent('view_promotion', {
        promotion_id: 'd1',
        promotion_name: '20% off edibles',
        creative_slot: 'home-banner',
      }),
      '20% off edibles (home-banner)',
    ],
    [
      'a promotion without a slot',
      collectedEvent('select_promotion', { promotion_id: 'd1', promotion_name: 'BOGO' }),
      'BOGO',
    ],
    ['a popup sign-up', collectedEvent('generate_lead', { lead_source: 'popup' }), 'from popup'],
    ['a sign-in', collectedEvent('login', { method: 'email' }), 'with email'],
    ['a search', collectedEvent('search', { search_term: 'gummies' }), '“gummies”'],
    ['a time metric', webVital('LCP', 1840.4, '/shop'), 'LCP 1840 ms, good (mobile) on /shop'],
    [
      'layout shift, which has no unit',
      webVital('CLS', 0.0213, '/'),
      'CLS 0.021, good (mobile) on /',
    ],
  ])('words %s', (_name, event, words) => {
    expect(eventDetails(event)).toBe(words);
  });

  it('names up to three items', () => {
    expect(itemNames([item('A'), item('B'), item('C')])).toBe('A, B, C');
    expect(itemNames([])).toBe('no items');
  });

  it('tells the time on the editor’s clock, to the second', () => {
    expect(clockTime(SAMPLE_EVENTS_START + 5_000)).toBe('14:30:05');
  });

  it.each([
    ['granted', 'Consented'],
    ['necessary', 'Necessary only'],
  ] as const)('says %s events were sent as %s', (consent, label) => {
    expect(consentLabel(consent)).toBe(label);
  });
});
