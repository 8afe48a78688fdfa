/**
 * Pure pieces of the store preference selector's props (spec 2.11, 4.1, 4.2): the tabs the CMS
 * allows, the tab ↔ order type mapping and the body below the controls.
 */
import type { DeliverySettingsCms, OrderType, Retailer } from '../../../schemas';
import { storeCardData, type StoreCardContext } from '../../rules/storeCardData';
import { storeListFor, type StoreFilter } from '../../rules/storeSearch';
import type {
  RetailerSelectorContent,
  StoreCardData,
  StoreOrderTab,
} from '../../../variants/retailer-selectors/types';

const TAB_ORDER_TYPE: Record<StoreOrderTab, OrderType> = {
  PICKUP: 'PICKUP',
  CURBSIDE: 'CURBSIDE_PICKUP',
  DELIVERY: 'DELIVERY',
};

/** Spec 4.1: "In the selector, the tab CURBSIDE maps to CURBSIDE_PICKUP." */
export function orderTypeForTab(tab: StoreOrderTab): OrderType {
  return TAB_ORDER_TYPE[tab];
}

export function tabForOrderType(orderType: OrderType): StoreOrderTab {
  return orderType === 'CURBSIDE_PICKUP' ? 'CURBSIDE' : orderType;
}

/** Spec 2.11: PICKUP / CURBSIDE / DELIVERY, less curbside (turnOffCurbsidePickup) and delivery (hideDeliveryBtn). */
export function visibleTabs(
  settings: Pick<DeliverySettingsCms, 'turnOffCurbsidePickup' | 'hideDeliveryBtn'>,
): StoreOrderTab[] {
  return (['PICKUP', 'CURBSIDE', 'DELIVERY'] as const).filter(
    (tab) =>
      !(tab === 'CURBSIDE' && settings.turnOffCurbsidePickup) &&
      !(tab === 'DELIVERY' && settings.hideDeliveryBtn),
  );
}

/** The selected tab; an order type whose tab the CMS hides falls back to the first tab shown. */
export function selectedTab(orderType: OrderType, tabs: readonly StoreOrderTab[]): StoreOrderTab {
  const tab = tabForOrderType(orderType);
  return tabs.includes(tab) ? tab : (tabs[0] ?? 'PICKUP');
}

export type SelectorContentInput = {
  tab: StoreOrderTab;
  /** deliverySettingsCMS.isActive */
  deliveryActive: boolean;
  /** An address was submitted on the Delivery tab: its stores are listed. */
  deliveryConfirmed: boolean;
  deliveryAddress: string;
  /** null while the retailer list loads. */
  retailers: readonly Retailer[] | null;
  filter: StoreFilter;
  /** Spec 4.2: the current retailer, listed first when its state is the chosen one. */
  preselectedRetailerId: string | null;
  card: StoreCardContext;
};

function withPreselectedFirst(cards: StoreCardData[], id: string | null): StoreCardData[] {
  const index = id === null ? -1 : cards.findIndex((card) => card.id === id);
  if (index <= 0) return cards;
  return [cards[index] as StoreCardData, ...cards.slice(0, index), ...cards.slice(index + 1)];
}

/** The selector's body: the delivery screens, skeletons, an empty message or the store cards. */
export function selectorContent(input: SelectorContentInput): RetailerSelectorContent {
  if (input.tab === 'DELIVERY') {
    if (!input.deliveryActive) return { kind: 'deliveryUnavailable' };
    if (!input.deliveryConfirmed) return { kind: 'deliveryForm', address: input.deliveryAddress };
  }
  if (input.retailers === null) return { kind: 'loading' };
  const list = storeListFor(input.retailers, input.filter);
  if (list.kind !== 'stores') return list;
  const cards = list.stores.map((retailer) => storeCardData(retailer, input.card));
  return { kind: 'stores', stores: withPreselectedFirst(cards, input.preselectedRetailerId) };
}
