import { describe, expect, it } from 'vitest';
import { checkoutAvailability } from './checkoutAvailability';

const reason = 'Our store is currently closed. You can browse, but checkout is disabled';
const cms = (isTurnOn: boolean, alertDescription = reason) => ({
  isTurnOn,
  alertTitle: 'Store Closed',
  alertDescription,
  buttonText: 'Close',
});

describe('checkoutAvailability (spec 4.6: close popup on and store closed)', () => {
  it.each([
    [true, 'r1', false, { enabled: false, reason }],
    [true, 'r1', true, { enabled: true }],
    [false, 'r1', false, { enabled: true }],
    [false, 'r1', true, { enabled: true }],
    [true, '', false, { enabled: true }],
  ])('popup on %s, retailer %j, store open %s', (isTurnOn, retailerId, storeOpen, expected) => {
    expect(checkoutAvailability({ closePopup: cms(isTurnOn), retailerId, storeOpen })).toEqual(
      expected,
    );
  });

  it.each([
    ['Back at 9 am', 'Back at 9 am'],
    ['   ', reason],
  ])('reason from the CMS description %j', (description, expected) => {
    expect(
      checkoutAvailability({
        closePopup: cms(true, description),
        retailerId: 'r1',
        storeOpen: false,
      }),
    ).toEqual({ enabled: false, reason: expected });
  });

  it.each([
    ['a cart over its limit', true, 'Over the limit', { enabled: false, reason: 'Over the limit' }],
    ['a closed store before the limit', false, 'Over the limit', { enabled: false, reason }],
    ['a cart that fits', true, null, { enabled: true }],
  ])('%s', (_name, storeOpen, cartProblem, expected) => {
    expect(
      checkoutAvailability({ closePopup: cms(true), retailerId: 'r1', storeOpen, cartProblem }),
    ).toEqual(expected);
  });
});
