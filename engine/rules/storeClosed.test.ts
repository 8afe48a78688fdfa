import { describe, expect, it } from 'vitest';
import {
  isCheckoutDisabled,
  shouldShowStoreClosed,
  storeClosedTexts,
  type StoreClosedInput,
} from './storeClosed';

const ALL_HOLD: StoreClosedInput = {
  closePopupOn: true,
  retailerId: 'troy',
  providerIgnoresPopup: false,
  storeOpen: false,
  ageConsent: true,
  ageGateVisitedThisSession: false,
  visitedCustomerChoicePage: true,
  preferenceOpen: false,
};

describe('shouldShowStoreClosed (spec 4.6)', () => {
  it('shows when every condition holds', () => {
    expect(shouldShowStoreClosed(ALL_HOLD)).toBe(true);
  });

  it.each<[string, Partial<StoreClosedInput>]>([
    ['retailerClosePopupCMS.isTurnOn is off', { closePopupOn: false }],
    ['no retailer is selected', { retailerId: '' }],
    ['the provider is the particular one', { providerIgnoresPopup: true }],
    ['the store is open', { storeOpen: true }],
    ['canAgeConsent is not set', { ageConsent: false }],
    ['the age gate was visited in this session', { ageGateVisitedThisSession: true }],
    ['isVisitedCustomerChoicePage is not set', { visitedCustomerChoicePage: false }],
    ['the preference popup or drawer is open', { preferenceOpen: true }],
  ])('stays hidden when %s', (_, change) => {
    expect(shouldShowStoreClosed({ ...ALL_HOLD, ...change })).toBe(false);
  });
});

describe('isCheckoutDisabled (spec 4.6)', () => {
  it.each([
    [true, 'troy', false, true],
    [true, 'troy', true, false],
    [false, 'troy', false, false],
    [true, '', false, false],
  ])(
    'close popup %s, retailer "%s", open %s → disabled %s',
    (closePopupOn, retailerId, storeOpen, expected) => {
      expect(isCheckoutDisabled({ closePopupOn, retailerId, storeOpen })).toBe(expected);
    },
  );
});

describe('storeClosedTexts (spec 2.14)', () => {
  it('uses the CMS overrides', () => {
    expect(
      storeClosedTexts({
        alertTitle: 'We are closed',
        alertDescription: 'Back tomorrow at 9.',
        buttonText: 'OK',
      }),
    ).toEqual({ title: 'We are closed', description: 'Back tomorrow at 9.', button: 'OK' });
  });

  it('falls back to the spec wording for blank fields', () => {
    expect(storeClosedTexts({ alertTitle: ' ', alertDescription: '', buttonText: '' })).toEqual({
      title: 'Store Closed',
      description: 'Our store is currently closed. You can browse, but checkout is disabled',
      button: 'Close',
    });
  });
});
