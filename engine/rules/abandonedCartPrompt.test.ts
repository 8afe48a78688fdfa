import { describe, expect, it } from 'vitest';
import { shouldPromptAbandonedCart, type AbandonedCartPromptInput } from './abandonedCartPrompt';

const base: AbandonedCartPromptInput = {
  signedIn: true,
  cartCount: 2,
  scheduledAt: 1_000,
  sessionStartedAt: 5_000,
  alreadyPrompted: false,
  pathname: '/',
};

describe('shouldPromptAbandonedCart', () => {
  it.each<[string, Partial<AbandonedCartPromptInput>, boolean]>([
    ['a returning shopper with a scheduled cart', {}, true],
    ['a guest', { signedIn: false }, false],
    ['an empty cart', { cartCount: 0 }, false],
    ['nothing scheduled', { scheduledAt: null }, false],
    ['scheduled in this session', { scheduledAt: 6_000 }, false],
    ['already shown this session', { alreadyPrompted: true }, false],
    ['on /cart', { pathname: '/cart' }, false],
    ['on /checkout', { pathname: '/checkout' }, false],
    ['on the cart-abandonment landing', { pathname: '/cart-abandonment/cart_x_1' }, false],
    ['on a product page', { pathname: '/product/blue-dream' }, true],
    ['on /cartridges (not the cart)', { pathname: '/cartridges' }, true],
  ])('%s → %s', (_name, change, expected) => {
    expect(shouldPromptAbandonedCart({ ...base, ...change })).toBe(expected);
  });
});
