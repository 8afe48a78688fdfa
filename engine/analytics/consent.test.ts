// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerConsent,
  CONSENT_KEY,
  consentChangedElsewhere,
  consentState,
  subscribeConsent,
} from './consent';
import { bannerShown, consentModeOf, deliveryOf } from './consentGate';

beforeEach(() => {
  localStorage.clear();
  consentChangedElsewhere(null);
});

describe('the shopper’s consent', () => {
  it('is unanswered until the shopper answers, then remembered', () => {
    expect(consentState()).toBe('unanswered');
    const listener = vi.fn();
    const stop = subscribeConsent(listener);
    answerConsent('accepted', new Date('2026-11-29T10:00:00Z'));
    stop();
    expect(listener).toHaveBeenCalledOnce();
    expect(consentState()).toBe('accepted');
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '')).toEqual({
      choice: 'accepted',
      at: '2026-11-29T10:00:00.000Z',
    });
  });

  it.each(['not json', '"accepted"', '{"choice":"maybe"}', 'null', '[]'])(
    'ignores a stored value it did not write (%s)',
    (stored) => {
      localStorage.setItem(CONSENT_KEY, stored);
      consentChangedElsewhere(CONSENT_KEY);
      expect(consentState()).toBe('unanswered');
    },
  );

  it('follows an answer given in another tab', () => {
    expect(consentState()).toBe('unanswered');
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: 'declined', at: 'x' }));
    consentChangedElsewhere('unrelated');
    expect(consentState()).toBe('unanswered');
    consentChangedElsewhere(CONSENT_KEY);
    expect(consentState()).toBe('declined');
  });
});

describe('the consent gate', () => {
  it.each([
    ['accepted', [], 'granted'],
    ['accepted', ['search'], 'granted'],
    ['unanswered', [], 'withheld'],
    ['declined', [], 'withheld'],
    ['unanswered', ['search'], 'necessary'],
    ['declined', ['search'], 'necessary'],
    ['declined', ['login'], 'withheld'],
  ] as const)('%s with necessary %j sends a search as %s', (consent, necessary, delivery) => {
    expect(deliveryOf('search', consent, necessary)).toBe(delivery);
  });

  it('sets every Consent Mode v2 state from the one answer', () => {
    expect(Object.values(consentModeOf('accepted'))).toEqual(Array(4).fill('granted'));
    expect(Object.values(consentModeOf('declined'))).toEqual(Array(4).fill('denied'));
    expect(Object.values(consentModeOf('unanswered'))).toEqual(Array(4).fill('denied'));
    expect(Object.keys(consentModeOf('accepted')).sort()).toEqual([
      'ad_personalization',
      'ad_storage',
      'ad_user_data',
      'analytics_storage',
    ]);
  });

  it.each([
    [true, 'unanswered', false, true],
    [true, 'accepted', false, false],
    [true, 'declined', true, true],
    [false, 'unanswered', false, false],
    [false, 'declined', true, false],
  ] as const)(
    'banner enabled %s, %s, reopened %s: shown %s',
    (enabled, consent, reopened, shown) => {
      expect(bannerShown(enabled, consent, reopened)).toBe(shown);
    },
  );
});
