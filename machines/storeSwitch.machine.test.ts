import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { RetailerSchema, type Retailer } from '../schemas';
import {
  STORE_SWITCH_TIMING,
  storeSwitchMachine,
  type StoreSelection,
  type SwitchRequest,
} from './storeSwitch.machine';

const TROY = 'troy';
const DETROIT = 'detroit';

const retailerFor = (id: string): Retailer => RetailerSchema.parse({ id, name: id });

type Deferred = { resolve(retailer: Retailer): void; reject(error: unknown): void };

/** A machine with recording actions and a switch request the test settles by hand. */
function start(
  current: Partial<StoreSelection> = {},
  stateCode: string | null = null,
  firstLoadRefreshed = false,
) {
  const clock = new SimulatedClock();
  const calls = {
    applySwitch: vi.fn<(request: SwitchRequest, retailer: Retailer) => void>(),
    alertSameLocation: vi.fn<(retailerId: string) => void>(),
    reportSwitchFailure: vi.fn<(request: SwitchRequest, error: unknown) => void>(),
    refreshPageData: vi.fn<() => void>(),
    saveStateChoice: vi.fn<(stateCode: string) => void>(),
    setDefaultHomePage: vi.fn<(value: boolean) => void>(),
  };
  const requests: { input: SwitchRequest; deferred: Deferred }[] = [];
  const machine = storeSwitchMachine.provide({
    actors: {
      switchRetailer: fromPromise<Retailer, SwitchRequest>(
        ({ input }) =>
          new Promise<Retailer>((resolve, reject) => {
            requests.push({ input, deferred: { resolve, reject } });
          }),
      ),
    },
    actions: {
      applySwitch: (_, { request, retailer }) => calls.applySwitch(request, retailer),
      alertSameLocation: (_, { retailerId }) => calls.alertSameLocation(retailerId),
      reportSwitchFailure: (_, { request, error }) => calls.reportSwitchFailure(request, error),
      refreshPageData: () => calls.refreshPageData(),
      saveStateChoice: (_, { stateCode: code }) => calls.saveStateChoice(code),
      setDefaultHomePage: (_, { value }) => calls.setDefaultHomePage(value),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      current: { retailerId: '', menuType: 'RECREATIONAL', orderType: 'PICKUP', ...current },
      stateCode,
      firstLoadRefreshed,
    },
  });
  actor.start();
  const settle = async (retailer?: Retailer) => {
    const request = requests.at(-1);
    if (request === undefined) throw new Error('no switch request in flight');
    request.deferred.resolve(retailer ?? retailerFor(request.input.retailerId));
    await waitFor(actor, (snapshot) => snapshot.matches({ switch: 'idle' }));
  };
  const fail = async (error: unknown) => {
    requests.at(-1)?.deferred.reject(error);
    await waitFor(actor, (snapshot) => snapshot.matches({ switch: 'idle' }));
  };
  return { actor, clock, calls, requests, settle, fail };
}

describe('storeSwitch machine: refresh (spec 4.4)', () => {
  it('refreshes page data 100 ms after first load', () => {
    const { clock, calls } = start({ retailerId: TROY });
    clock.increment(STORE_SWITCH_TIMING.refreshMs - 1);
    expect(calls.refreshPageData).not.toHaveBeenCalled();
    clock.increment(1);
    expect(calls.refreshPageData).toHaveBeenCalledTimes(1);
  });

  it('refreshes page data 100 ms after a retailer change, once', async () => {
    const { actor, clock, calls, settle } = start({ retailerId: TROY });
    clock.increment(STORE_SWITCH_TIMING.refreshMs);
    actor.send({
      type: 'STORE.CHOOSE',
      retailerId: DETROIT,
      menuType: 'RECREATIONAL',
      from: 'card',
    });
    await settle();
    clock.increment(STORE_SWITCH_TIMING.refreshMs - 1);
    expect(calls.refreshPageData).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(calls.refreshPageData).toHaveBeenCalledTimes(2);
    clock.increment(10_000);
    expect(calls.refreshPageData).toHaveBeenCalledTimes(2);
  });

  it('started after the first-load refresh ran, refreshes only after a retailer change', () => {
    const { actor, clock, calls } = start({ retailerId: TROY }, null, true);
    clock.increment(10_000);
    expect(calls.refreshPageData).not.toHaveBeenCalled();
    actor.send({
      type: 'CONTEXT.CHANGED',
      current: { retailerId: DETROIT, menuType: 'RECREATIONAL', orderType: 'PICKUP' },
    });
    clock.increment(STORE_SWITCH_TIMING.refreshMs);
    expect(calls.refreshPageData).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ navSkeleton: 'shown' })).toBe(true);
  });

  it('does not refresh again when only the menu type changes', async () => {
    const { actor, clock, calls, settle } = start({ retailerId: TROY });
    clock.increment(STORE_SWITCH_TIMING.refreshMs);
    actor.send({ type: 'STORE.CHOOSE', retailerId: TROY, menuType: 'MEDICAL', from: 'card' });
    await settle();
    clock.increment(STORE_SWITCH_TIMING.navSkeletonMs);
    expect(calls.refreshPageData).toHaveBeenCalledTimes(1);
  });
});

describe('storeSwitch machine: selector choices (spec 4.1, 4.2)', () => {
  it('choosing a state filters by it, resets the tab to PICKUP and saves the choice', () => {
    const { actor, calls } = start({ retailerId: TROY, orderType: 'DELIVERY' });
    actor.send({ type: 'SELECTOR.OPENED' });
    expect(actor.getSnapshot().context.orderType).toBe('DELIVERY');
    actor.send({ type: 'STATE.SELECT', stateCode: 'AZ', currentRetailerStateCode: 'MI' });
    const { context } = actor.getSnapshot();
    expect(context.stateCode).toBe('AZ');
    expect(context.orderType).toBe('PICKUP');
    expect(context.preselectedRetailerId).toBeNull();
    expect(calls.saveStateChoice).toHaveBeenCalledWith('AZ');
  });

  it("preselects the current retailer when the chosen state is the current retailer's", () => {
    const { actor } = start({ retailerId: TROY });
    actor.send({ type: 'STATE.SELECT', stateCode: 'MI', currentRetailerStateCode: 'MI' });
    expect(actor.getSnapshot().context.preselectedRetailerId).toBe(TROY);
  });

  it('preselects nothing when no retailer is chosen yet', () => {
    const { actor } = start();
    actor.send({ type: 'STATE.SELECT', stateCode: 'MI', currentRetailerStateCode: null });
    expect(actor.getSnapshot().context.preselectedRetailerId).toBeNull();
  });

  it('keeps the state given as input', () => {
    const { actor } = start({}, 'CO');
    expect(actor.getSnapshot().context.stateCode).toBe('CO');
  });

  it('selects an order-type tab and asks for a delivery address again', () => {
    const { actor } = start();
    actor.send({ type: 'DELIVERY.SUBMIT', address: '1 Main St' });
    actor.send({ type: 'ORDER_TYPE.SELECT', orderType: 'DELIVERY' });
    const { context } = actor.getSnapshot();
    expect(context.orderType).toBe('DELIVERY');
    expect(context.deliveryConfirmed).toBe(false);
    expect(context.deliveryAddress).toBe('1 Main St');
  });

  it('keeps a submitted delivery address and shows the stores for it', () => {
    const { actor } = start();
    actor.send({ type: 'ORDER_TYPE.SELECT', orderType: 'DELIVERY' });
    actor.send({ type: 'DELIVERY.SUBMIT', address: '2145 Crooks Rd, Troy, MI' });
    expect(actor.getSnapshot().context).toMatchObject({
      deliveryAddress: '2145 Crooks Rd, Troy, MI',
      deliveryConfirmed: true,
    });
  });

  it('opening the selector starts from the current order type with an empty search', () => {
    const { actor, clock } = start({ orderType: 'CURBSIDE_PICKUP' });
    actor.send({ type: 'ORDER_TYPE.SELECT', orderType: 'DELIVERY' });
    actor.send({ type: 'SEARCH.INPUT', term: 'troy' });
    clock.increment(STORE_SWITCH_TIMING.searchDebounceMs);
    actor.send({ type: 'SELECTOR.OPENED' });
    expect(actor.getSnapshot().context).toMatchObject({
      orderType: 'CURBSIDE_PICKUP',
      searchInput: '',
      searchTerm: '',
    });
  });
});

describe('storeSwitch machine: store-name search (spec §9, 600 ms)', () => {
  it('applies the search 600 ms after the last keystroke', () => {
    const { actor, clock } = start();
    actor.send({ type: 'SEARCH.INPUT', term: 'Gre' });
    expect(actor.getSnapshot().matches({ search: 'debouncing' })).toBe(true);
    clock.increment(400);
    actor.send({ type: 'SEARCH.INPUT', term: 'Green' });
    clock.increment(599);
    expect(actor.getSnapshot().context).toMatchObject({ searchInput: 'Green', searchTerm: '' });
    clock.increment(1);
    expect(actor.getSnapshot().context.searchTerm).toBe('Green');
    expect(actor.getSnapshot().matches({ search: 'idle' })).toBe(true);
  });
});

describe('storeSwitch machine: switching (spec 4.3)', () => {
  it('shows a location alert for the current retailer with the same menu type', () => {
    const { actor, calls, requests } = start({ retailerId: TROY, menuType: 'MEDICAL' });
    actor.send({ type: 'STORE.CHOOSE', retailerId: TROY, menuType: 'MEDICAL', from: 'selector' });
    expect(calls.alertSameLocation).toHaveBeenCalledWith(TROY);
    expect(actor.getSnapshot().matches({ switch: 'idle' })).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('switches with the tab order type from the selector, then applies it', async () => {
    const { actor, calls, settle } = start({ retailerId: TROY });
    actor.send({ type: 'ORDER_TYPE.SELECT', orderType: 'CURBSIDE_PICKUP' });
    actor.send({
      type: 'STORE.CHOOSE',
      retailerId: DETROIT,
      menuType: 'MEDICAL',
      from: 'selector',
    });
    const switching = actor.getSnapshot();
    expect(switching.matches({ switch: 'switching' })).toBe(true);
    expect(switching.context.pending).toEqual({
      retailerId: DETROIT,
      menuType: 'MEDICAL',
      orderType: 'CURBSIDE_PICKUP',
      deliveryAddress: '',
      from: 'selector',
    });
    const detroit = retailerFor(DETROIT);
    await settle(detroit);
    expect(calls.applySwitch).toHaveBeenCalledWith(switching.context.pending, detroit);
    expect(actor.getSnapshot().context).toMatchObject({
      pending: null,
      current: { retailerId: DETROIT, menuType: 'MEDICAL', orderType: 'CURBSIDE_PICKUP' },
    });
  });

  it('switches with PICKUP from a store card, whatever the tab', async () => {
    const { actor, requests, settle } = start({ retailerId: TROY, orderType: 'DELIVERY' });
    actor.send({ type: 'ORDER_TYPE.SELECT', orderType: 'DELIVERY' });
    actor.send({ type: 'STORE.CHOOSE', retailerId: TROY, menuType: 'RECREATIONAL', from: 'card' });
    expect(requests[0]?.input.orderType).toBe('PICKUP');
    await settle();
    expect(actor.getSnapshot().context.current.orderType).toBe('PICKUP');
  });

  it('carries the delivery address into a delivery switch', () => {
    const { actor, requests } = start();
    actor.send({ type: 'ORDER_TYPE.SELECT', orderType: 'DELIVERY' });
    actor.send({ type: 'DELIVERY.SUBMIT', address: '2145 Crooks Rd' });
    actor.send({
      type: 'STORE.CHOOSE',
      retailerId: TROY,
      menuType: 'RECREATIONAL',
      from: 'selector',
    });
    expect(requests[0]?.input).toMatchObject({
      orderType: 'DELIVERY',
      deliveryAddress: '2145 Crooks Rd',
    });
  });

  it('ignores further presses while a switch loads', () => {
    const { actor, requests } = start({ retailerId: TROY });
    actor.send({ type: 'STORE.CHOOSE', retailerId: DETROIT, menuType: 'MEDICAL', from: 'card' });
    actor.send({
      type: 'STORE.CHOOSE',
      retailerId: 'ann-arbor',
      menuType: 'MEDICAL',
      from: 'card',
    });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.pending?.retailerId).toBe(DETROIT);
  });

  it('reports a failed switch and keeps the current store', async () => {
    const { actor, calls, fail } = start({ retailerId: TROY });
    actor.send({ type: 'STORE.CHOOSE', retailerId: DETROIT, menuType: 'MEDICAL', from: 'card' });
    const error = new Error('Store not found');
    await fail(error);
    expect(calls.reportSwitchFailure).toHaveBeenCalledWith(
      expect.objectContaining({ retailerId: DETROIT }),
      error,
    );
    expect(calls.applySwitch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({
      pending: null,
      current: { retailerId: TROY },
    });
  });
});

describe('storeSwitch machine: navigation skeleton (spec 4.4, 3000 ms)', () => {
  it('shows for 3 s after the retailer changes from a previous one', async () => {
    const { actor, clock, settle } = start({ retailerId: TROY });
    actor.send({ type: 'STORE.CHOOSE', retailerId: DETROIT, menuType: 'MEDICAL', from: 'card' });
    await settle();
    expect(actor.getSnapshot().matches({ navSkeleton: 'shown' })).toBe(true);
    clock.increment(STORE_SWITCH_TIMING.navSkeletonMs - 1);
    expect(actor.getSnapshot().matches({ navSkeleton: 'shown' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ navSkeleton: 'hidden' })).toBe(true);
  });

  it('restarts the 3 s when the store changes again while it shows', async () => {
    const { actor, clock, settle } = start({ retailerId: TROY });
    actor.send({ type: 'STORE.CHOOSE', retailerId: DETROIT, menuType: 'MEDICAL', from: 'card' });
    await settle();
    clock.increment(2000);
    actor.send({ type: 'STORE.CHOOSE', retailerId: TROY, menuType: 'MEDICAL', from: 'card' });
    await settle();
    clock.increment(2000);
    expect(actor.getSnapshot().matches({ navSkeleton: 'shown' })).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ navSkeleton: 'hidden' })).toBe(true);
  });

  it('ends early when the new data arrives', async () => {
    const { actor, clock, settle } = start({ retailerId: TROY });
    actor.send({ type: 'STORE.CHOOSE', retailerId: DETROIT, menuType: 'MEDICAL', from: 'card' });
    await settle();
    clock.increment(800);
    actor.send({ type: 'NAV.DATA_READY' });
    expect(actor.getSnapshot().matches({ navSkeleton: 'hidden' })).toBe(true);
  });

  it('does not show for the first store chosen', async () => {
    const { actor, clock, calls, settle } = start();
    actor.send({ type: 'STORE.CHOOSE', retailerId: TROY, menuType: 'MEDICAL', from: 'selector' });
    await settle();
    expect(actor.getSnapshot().matches({ navSkeleton: 'hidden' })).toBe(true);
    clock.increment(STORE_SWITCH_TIMING.refreshMs);
    expect(calls.refreshPageData).toHaveBeenCalledTimes(1);
  });

  it('follows a retailer change made outside the machine', () => {
    const { actor, clock, calls } = start({ retailerId: TROY });
    clock.increment(STORE_SWITCH_TIMING.refreshMs);
    const changed = { retailerId: DETROIT, menuType: 'RECREATIONAL', orderType: 'PICKUP' } as const;
    actor.send({ type: 'CONTEXT.CHANGED', current: changed });
    expect(actor.getSnapshot().matches({ navSkeleton: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.current).toEqual(changed);
    clock.increment(STORE_SWITCH_TIMING.refreshMs);
    expect(calls.refreshPageData).toHaveBeenCalledTimes(2);
  });

  it('ignores a store-context change that keeps the retailer', () => {
    const { actor, clock, calls } = start({ retailerId: TROY });
    clock.increment(STORE_SWITCH_TIMING.refreshMs);
    actor.send({
      type: 'CONTEXT.CHANGED',
      current: { retailerId: TROY, menuType: 'MEDICAL', orderType: 'DELIVERY' },
    });
    expect(actor.getSnapshot().matches({ navSkeleton: 'hidden' })).toBe(true);
    expect(actor.getSnapshot().context.current.menuType).toBe('MEDICAL');
    clock.increment(STORE_SWITCH_TIMING.refreshMs);
    expect(calls.refreshPageData).toHaveBeenCalledTimes(1);
  });
});

describe('storeSwitch machine: default-home-page flag (spec 2.6, 4.4)', () => {
  it('"Select a Store" sets the flag', () => {
    const { actor, calls } = start();
    actor.send({ type: 'HOME.DEFAULT_CHOSEN' });
    expect(calls.setDefaultHomePage).toHaveBeenCalledWith(true);
  });

  it.each([
    ['no store chosen', '', false],
    ['a store chosen', TROY, true],
  ])('a navigation click resets it from the retailerId (%s)', (_, retailerId, expected) => {
    const { actor, calls } = start({ retailerId });
    actor.send({ type: 'NAVIGATED' });
    expect(calls.setDefaultHomePage).toHaveBeenCalledWith(expected);
  });
});
