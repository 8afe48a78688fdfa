import { describe, expect, it } from 'vitest';
import { AbandonedCartCampaignSettingsCmsSchema, UserSchema } from '../../schemas';
import { createMemoryStorage } from '../stores/storage';
import { abandonedCartIdFrom } from './abandonedCartCalls';
import { abandonedCartKey, storageCounter, storageLocal } from './localState';
import { emailSettingsFrom, notificationSettingsFrom } from './settings';

const user = UserSchema.parse({
  _id: 'u-1',
  email: 'shopper@example.com',
  firstName: 'Jordan',
  lastName: 'Lee',
  fullName: 'Jordan Lee',
  phone: '555-0100',
});
const campaign = AbandonedCartCampaignSettingsCmsSchema.parse({
  isActive: true,
  triggerTiming: 60_000,
});
const base = {
  token: 'tok',
  user,
  campaign,
  retailerId: 'r-1',
  provider: 'posAlt',
  orderType: 'PICKUP',
  menuType: 'MEDICAL',
  sendsCheckoutId: true,
  checkoutId: 'chk-1',
  pathname: '/cart',
};

describe('emailSettingsFrom (spec 4.11, 6, 7.6)', () => {
  it.each([
    ['a signed-in shopper with an e-mail qualifies', {}, 'shopper@example.com'],
    ['a guest does not', { token: null }, null],
    ['a shopper not loaded yet does not', { user: null }, null],
    ['a shopper without an e-mail does not', { user: { ...user, email: '' } }, null],
  ])('%s', (_name, change, email) => {
    expect(emailSettingsFrom({ ...base, ...change }).shopper?.email ?? null).toBe(email);
  });

  it('maps the user to the 7.6 customer fields', () => {
    expect(emailSettingsFrom(base).shopper).toEqual({
      userId: 'u-1',
      email: 'shopper@example.com',
      firstName: 'Jordan',
      lastName: 'Lee',
      fullName: 'Jordan Lee',
      mobile: '555-0100',
      token: 'tok',
    });
  });

  it.each([
    [true, 'chk-1', 'chk-1'],
    [false, 'chk-1', null],
    [true, null, null],
  ])('sendsCheckoutId %s with %s gives checkoutId %s', (sendsCheckoutId, checkoutId, expected) => {
    expect(emailSettingsFrom({ ...base, sendsCheckoutId, checkoutId }).order.checkoutId).toBe(
      expected,
    );
  });

  it.each([
    ['/cart', false],
    ['/cart-abandonment/cart_x_1', true],
    ['/checkout/cart-abandonment', true],
  ])('%s is the abandonment page: %s', (pathname, expected) => {
    expect(emailSettingsFrom({ ...base, pathname }).onAbandonmentPage).toBe(expected);
  });
});

describe('notificationSettingsFrom (spec 4.12)', () => {
  it('passes the switch, the delay and the visitor', () => {
    expect(notificationSettingsFrom({ isActive: true, delay: 5 }, 'v-1')).toEqual({
      isActive: true,
      delay: 5,
      visitorId: 'v-1',
    });
  });
});

describe('abandoned-cart local state (spec 9 keys)', () => {
  it('keeps entries under abandonedCart_{email}, validated, and lists their e-mails', () => {
    const storage = createMemoryStorage({
      abandonedCart_anonymous: '{"cartId":"c","emailScheduled":true,"timestamp":1}',
      'abandonedCart_bad@example.com': '{"cartId":5}',
      cartList: '[]',
    });
    const local = storageLocal(storage);
    local.write('a@example.com', { cartId: 'cart_1_1', emailScheduled: true, timestamp: 2 });
    expect(storage.getItem('abandonedCart_a@example.com')).toBe(
      '{"cartId":"cart_1_1","emailScheduled":true,"timestamp":2}',
    );
    expect(local.read('bad@example.com')).toBeNull();
    expect(local.read('')).toEqual({ cartId: 'c', emailScheduled: true, timestamp: 1 });
    expect(local.emails().toSorted()).toEqual(['', 'a@example.com', 'bad@example.com']);
    local.write('a@example.com', null);
    expect(storage.getItem(abandonedCartKey('a@example.com'))).toBeNull();
  });

  it('keeps the counter under abandonmentCartCounter, ignoring garbage', () => {
    const storage = createMemoryStorage({ abandonmentCartCounter: '"three"' });
    const counter = storageCounter(storage);
    expect(counter.read()).toBeNull();
    counter.write(3);
    expect(storage.getItem('abandonmentCartCounter')).toBe('3');
    expect(counter.read()).toBe(3);
  });
});

describe('abandonedCartIdFrom (spec 2.1 landing)', () => {
  it.each([
    ['/cart-abandonment/cart_abc_2', '', 'cart_abc_2'],
    ['/cart-abandonment', '?cartId=cart_q_1', 'cart_q_1'],
    ['/cart-abandonment', '', null],
    ['/checkout/cart-abandonment/cart_z_3/', '', 'cart_z_3'],
    ['/cart-abandonment/%E0%A4%A', '', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(abandonedCartIdFrom(pathname, search)).toBe(expected);
  });
});
