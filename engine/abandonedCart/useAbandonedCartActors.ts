/**
 * One actor per abandoned-cart machine for the app's stores, started in effects (so only in the
 * browser, after hydration) and stopped with the stores they read. The e-mail machine hears the
 * shopper's own cart changes (onCartChange) and, as a restore, the cart found on start, so a
 * reload inside the 5 s window still posts (and a post made before it is not made again).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { snapshot, subscribe } from 'valtio';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  abandonedCartEmailMachine,
  type AbandonedCartSettings,
} from '../../machines/abandonedCartEmail.machine';
import {
  abandonedCartNotificationMachine,
  type AbandonedCartNotificationSettings,
} from '../../machines/abandonedCartNotification.machine';
import type { ApiClient } from '../api/client';
import { onCartChange } from '../stores/cart';
import type { Stores } from '../stores/createStores';
import { browserStorage, createMemoryStorage } from '../stores/storage';
import {
  logAbandonedCartFailure,
  postEmailStatus,
  postNotificationStatus,
} from './abandonedCartCalls';
import { storageCounter, storageLocal } from './localState';
import { notificationPermission } from './settings';
import { webLock } from './webLock';

export type EmailActor = Actor<typeof abandonedCartEmailMachine>;

const errorOf = (event: unknown): unknown =>
  typeof event === 'object' && event !== null && 'error' in event ? event.error : event;

const sharedStorage = (): Storage => browserStorage() ?? createMemoryStorage();

/** The cart's lines as plain data (valtio snapshots are frozen copies). */
export const cartItemsOf = (stores: Pick<Stores, 'cart'>) => snapshot(stores.cart).cartList;

export function useAbandonedCartEmail(
  stores: Stores,
  client: ApiClient,
  settings: AbandonedCartSettings,
): RefObject<EmailActor | null> {
  const actorRef = useRef<EmailActor | null>(null);
  const settingsRef = useRef(settings);
  // Before the actor's effect: a new actor starts from the latest settings, a running one hears them.
  useEffect(() => {
    settingsRef.current = settings;
    actorRef.current?.send({ type: 'SETTINGS', ...settings });
  }, [settings]);
  useEffect(() => {
    const machine = abandonedCartEmailMachine.provide({
      actors: {
        lock: webLock,
        postStatus: fromPromise(({ input }) => postEmailStatus(client, input)),
      },
      actions: {
        reportFailure: ({ event }) =>
          logAbandonedCartFailure('POST /cms/abandonedCartEmailStatus', errorOf(event)),
      },
    });
    const actor = createActor(machine, {
      input: {
        ...settingsRef.current,
        local: storageLocal(sharedStorage()),
        now: () => Date.now(),
      },
    });
    actor.start();
    actorRef.current = actor;
    const stop = onCartChange(stores.cart, () =>
      actor.send({ type: 'CART_CHANGED', items: cartItemsOf(stores), quantityChanged: true }),
    );
    return () => {
      stop();
      actor.stop();
      actorRef.current = null;
    };
  }, [stores, client]);
  const email = settings.shopper?.email ?? '';
  // On start and when the shopper (e-mail) changes: the cart as it is now, a restore.
  useEffect(() => {
    actorRef.current?.send({
      type: 'CART_CHANGED',
      items: cartItemsOf(stores),
      quantityChanged: false,
    });
  }, [stores, client, email]);
  return actorRef;
}

export function useAbandonedCartNotification(
  stores: Stores,
  client: ApiClient,
  settings: AbandonedCartNotificationSettings,
): void {
  const actorRef = useRef<Actor<typeof abandonedCartNotificationMachine> | null>(null);
  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
    actorRef.current?.send({ type: 'SETTINGS', ...settings });
  }, [settings]);
  useEffect(() => {
    const counter = storageCounter(sharedStorage());
    const machine = abandonedCartNotificationMachine.provide({
      actors: {
        lock: webLock,
        postStatus: fromPromise(({ input }) => postNotificationStatus(client, input)),
      },
      actions: {
        reportFailure: ({ event }) =>
          logAbandonedCartFailure('POST /cms/abandonedCartStatus/:visitorId', errorOf(event)),
      },
    });
    const actor = createActor(machine, {
      input: {
        ...settingsRef.current,
        readCounter: counter.read,
        writeCounter: counter.write,
        permission: notificationPermission,
      },
    });
    actor.start();
    actorRef.current = actor;
    let last = stores.cart.totals.cartCounter;
    actor.send({ type: 'COUNT_CHANGED', count: last });
    const stop = subscribe(stores.cart, () => {
      const next = stores.cart.totals.cartCounter;
      if (next === last) return;
      last = next;
      actor.send({ type: 'COUNT_CHANGED', count: next });
    });
    return () => {
      stop();
      actor.stop();
      actorRef.current = null;
    };
  }, [stores, client]);
}
