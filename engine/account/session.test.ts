import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createStores } from '../stores/createStores';
import { isUnauthorized, watchUnauthorized } from './sessionExpiry';
import { endSession, startSession } from './useSessionActions';

const user = {
  _id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lee',
  fullName: 'Ada Lee',
  phone: '',
};
const cartLine = {
  productId: 'p-1',
  product: { slug: 'blue-dream', image: '', name: 'Blue Dream', category: 'Flower' },
  option: '3.5g',
  quantity: 2,
  maxQuantity: 20,
  price: 30,
  specialDiscount: null,
};

describe('startSession / endSession', () => {
  it('keeps the token and user, and leaves the guest cart as it was', async () => {
    const stores = createStores({ cart: { cartList: [cartLine] } });
    const queryClient = new QueryClient();
    expect(
      await startSession(stores, queryClient, { statusCode: 200, token: 't-1', data: user }),
    ).toBe(true);
    expect(stores.session.sessionHandle).toBe('t-1');
    expect(stores.session.user?.firstName).toBe('Ada');
    expect(queryClient.getQueryData(['users', 'me', 't-1'])).toMatchObject({ firstName: 'Ada' });
    expect(stores.cart.cartList).toHaveLength(1);
  });

  it.each([
    ['no token', { statusCode: 200, data: user }],
    ['an empty token', { token: '', data: user }],
    ['no user', { token: 't-1' }],
    ['not an object', 'ok'],
  ])('refuses an answer with %s', async (_, response) => {
    const stores = createStores();
    expect(await startSession(stores, new QueryClient(), response)).toBe(false);
    expect(stores.session.sessionHandle).toBeNull();
  });

  it('ends the session: token, user, lists and the shopper queries go', () => {
    const stores = createStores({ session: { sessionHandle: 't-1', user } });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['orders', 't-1'], []);
    queryClient.setQueryData(['brands'], []);
    endSession(stores, queryClient);
    expect(stores.session.sessionHandle).toBeNull();
    expect(stores.session.user).toBeNull();
    expect(queryClient.getQueryData(['orders', 't-1'])).toBeUndefined();
    expect(queryClient.getQueryData(['brands'])).toEqual([]);
  });
});

describe('watchUnauthorized (a 401 anywhere ends the session)', () => {
  it.each([
    [new ApiError('Please sign in to continue.', 401, null), true],
    [new ApiError('Forbidden', 403, null), false],
    [new ApiError('Server down', 500, null), false],
    [new ApiError('Offline', 0, null), false],
    [new Error('401'), false],
  ])('%s → %s', (error, expected) => {
    expect(isUnauthorized(error)).toBe(expected);
  });

  it('hears a failing query and a failing mutation, and stops when asked', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const heard = vi.fn();
    const stop = watchUnauthorized(queryClient, heard);
    const unauthorized = () => Promise.reject(new ApiError('Expired', 401, null));
    await queryClient
      .fetchQuery({ queryKey: ['users', 'me'], queryFn: unauthorized })
      .catch(() => 0);
    expect(heard).toHaveBeenCalledTimes(1);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: unauthorized })
      .execute(undefined)
      .catch(() => 0);
    expect(heard).toHaveBeenCalledTimes(2);
    await queryClient
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError('No', 500, null)) })
      .catch(() => 0);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    await queryClient.fetchQuery({ queryKey: ['y'], queryFn: unauthorized }).catch(() => 0);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
