import { useMemo } from 'react';
import type { Retailer } from '../../../schemas';
import type { StorePickerProps } from '../../../variants/store-picker/types';
import { useRetailers } from '../../api/hooks';
import { retailerIdOf } from '../../rules/storeCard';
import { storeCardData } from '../../rules/storeCardData';
import { statesWithStores, storeListFor } from '../../rules/storeSearch';
import { useStoreCardContext } from './useStoreCardContext';
import { useRunningStoreSwitch, useStoreSwitchView } from './storeSwitch';
import { startStoreSwitch } from './storeSwitchRuntime';
import { useNow } from './clock';

/**
 * Stores near the shopper first, with the distance measured from them (spec 7.2); the rest keep
 * the server's order. Without a known position the list is the server's.
 */
export function nearestFirst(
  retailers: readonly Retailer[],
  closest: readonly Retailer[],
): Retailer[] {
  if (closest.length === 0) return [...retailers];
  const near = new Set(closest.map(retailerIdOf));
  return [...closest, ...retailers.filter((retailer) => !near.has(retailerIdOf(retailer)))];
}

/**
 * The store picker's props (spec 2.11 "Store picker"): "Select a State", the debounced name search
 * and the store cards, whose buttons switch with order type PICKUP (spec 4.3). Used by the store
 * finder page and by any drawer tab that hosts the picker.
 */
export function useStorePickerProps(closest: readonly Retailer[] = []): StorePickerProps {
  const actor = useRunningStoreSwitch(startStoreSwitch);
  const { stateCode, searchInput, searchTerm } = useStoreSwitchView((view) => view.context);
  const retailers = useRetailers();
  const card = useStoreCardContext();
  const all = useMemo(
    () => nearestFirst(retailers.data?.items ?? [], closest),
    [retailers.data, closest],
  );
  const states = useMemo(() => statesWithStores(all), [all]);
  const loading = retailers.isPending && closest.length === 0;
  const list = storeListFor(all, { state: stateCode, term: searchTerm });
  const now = useNow();

  return {
    states: { options: states, selected: stateCode },
    onStateChange: (code) =>
      actor.send({ type: 'STATE.SELECT', stateCode: code, currentRetailerStateCode: null }),
    search: searchInput,
    onSearch: (term) => actor.send({ type: 'SEARCH.INPUT', term }),
    content: loading
      ? { kind: 'loading' }
      : list.kind === 'stores'
        ? {
            kind: 'stores',
            stores: list.stores.map((retailer) => storeCardData(retailer, { ...card, now })),
          }
        : list,
    onChooseStore: (retailerId, menuType) =>
      actor.send({ type: 'STORE.CHOOSE', retailerId, menuType, from: 'card' }),
  };
}
