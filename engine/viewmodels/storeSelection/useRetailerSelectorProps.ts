import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { RetailerSelectorProps } from '../../../variants/retailer-selectors/types';
import { useRetailers } from '../../api/hooks';
import { statesWithStores } from '../../rules/storeSearch';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { closeOverlay } from '../../stores/overlays';
import { useStores } from '../../stores/StoresProvider';
import { useStoreCardContext } from './useStoreCardContext';
import { orderTypeForTab, selectedTab, selectorContent, visibleTabs } from './selectorData';
import { useRunningStoreSwitch, useStoreSwitchView } from './storeSwitch';
import { startStoreSwitch } from './storeSwitchRuntime';
import { useNow } from './clock';

/**
 * The store preference drawer/popup view-model (spec 2.11, 4.1–4.3): CMS settings, the retailer
 * list, the store context and the store switch in; RetailerSelectorProps for any version out.
 */
export function useRetailerSelectorProps(): RetailerSelectorProps {
  const { enableStateSelector } = useSiteSettings('stateSelectionSettingsCMS');
  const stores = useStores();
  const { storePreference: open } = useSnapshot(stores.overlays);
  const context = useSnapshot(stores.storeContext);
  const actor = useRunningStoreSwitch(startStoreSwitch);
  const machine = useStoreSwitchView((view) => view.context);
  const retailers = useRetailers();
  const card = useStoreCardContext();
  const now = useNow();

  // Each opening starts from the store context's order type with an empty search (spec 4.1).
  useEffect(() => {
    if (open) actor.send({ type: 'SELECTOR.OPENED' });
  }, [open, actor]);

  const modal = useSiteSettings('preferenceModalCmsData');
  const delivery = useSiteSettings('deliverySettingsCMS');
  const tabs = visibleTabs(delivery);
  const tab = selectedTab(machine.orderType, tabs);
  const list = retailers.data?.items ?? null;
  const states = useMemo(() => statesWithStores(list ?? []), [list]);

  return {
    open,
    onClose: () => closeOverlay(stores.overlays, 'storePreference'),
    title: modal.title,
    subtitle: modal.subtitle,
    image: modal.image.trim() === '' ? null : modal.image,
    states: enableStateSelector ? { options: states, selected: machine.stateCode } : null,
    orderTypes: tabs,
    orderType: tab,
    content: selectorContent({
      tab,
      deliveryActive: delivery.isActive,
      deliveryConfirmed: machine.deliveryConfirmed,
      deliveryAddress: machine.deliveryAddress,
      // A failed list reads as "no retailer is found" rather than skeletons that never end.
      retailers: retailers.isError ? [] : list,
      filter: { state: machine.stateCode, term: machine.searchTerm },
      preselectedRetailerId: machine.preselectedRetailerId,
      card: { ...card, now },
    }),
    search: machine.searchInput,
    onSearch: (term) => actor.send({ type: 'SEARCH.INPUT', term }),
    onStateChange: (stateCode) =>
      actor.send({
        type: 'STATE.SELECT',
        stateCode,
        currentRetailerStateCode:
          context.retailerId === ''
            ? null
            : context.selectedPickupAddressObject.state.trim().toUpperCase() || null,
      }),
    onOrderTypeChange: (next) =>
      actor.send({ type: 'ORDER_TYPE.SELECT', orderType: orderTypeForTab(next) }),
    onDeliveryAddressSubmit: (address) => actor.send({ type: 'DELIVERY.SUBMIT', address }),
    onChooseStore: (retailerId, menuType) =>
      actor.send({ type: 'STORE.CHOOSE', retailerId, menuType, from: 'selector' }),
  };
}
