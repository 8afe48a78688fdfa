/**
 * A retailer as its store card shows it (spec 2.11, 4.3): the card's data is computed here so
 * every selector, the store picker and the store pages word it the same way. Apart from
 * ./storeCard, whose link and address the home's store bar uses, so the home's first load
 * carries neither the card nor the phone rule.
 */
import type { Dayjs } from 'dayjs';
import type { MenuType, Retailer } from '../../schemas';
import type { StoreCardButton, StoreCardData } from '../../variants/retailer-selectors/types';
import { displayPhone } from './phone';
import { retailerIdOf, storeAddress, storeDetailsHref } from './storeCard';
import { isOpenForPickup, pickupHoursText } from './storeHours';

export type StoreCardContext = {
  /** retailerMenuTypeSettingsCMS.isMedicalTypeOn. */
  isMedicalTypeOn: boolean;
  /** The store context's retailer ('' when none) and its menu type. */
  current: { retailerId: string; menuType: MenuType };
  /** The switch in flight, from the store-switch machine; null when none. */
  pending: { retailerId: string; menuType: MenuType } | null;
  /** retailerClosePopupCMS.isTurnOn. */
  closePopupOn: boolean;
  /** The clock, injected so the hours and the closed notice are testable. */
  now: Dayjs;
};

/** The menus in the order the card lists them: medical before recreational. */
const MENU_ORDER: readonly MenuType[] = ['MEDICAL', 'RECREATIONAL'];

const LABELS: Record<MenuType, string> = { MEDICAL: 'Medical', RECREATIONAL: 'Recreational' };

/**
 * Spec 2.11: one button per menu type the store offers. The medical one only when
 * isMedicalTypeOn; with it off the store has a single "This Location" button for the
 * recreational menu, which reads "Shopping" whenever the store is the current one. Otherwise
 * "Shopping {menu}" marks the current store and menu type. The pressed button is loading.
 */
export function storeCardButtons(
  retailer: Pick<Retailer, 'id' | '_id' | 'retailerId' | 'menuTypes'>,
  context: Pick<StoreCardContext, 'isMedicalTypeOn' | 'current' | 'pending'>,
): StoreCardButton[] {
  const id = retailerIdOf(retailer);
  const isCurrent = id !== '' && id === context.current.retailerId;
  const loading = (menuType: MenuType) =>
    context.pending !== null &&
    context.pending.retailerId === id &&
    context.pending.menuType === menuType;

  if (!context.isMedicalTypeOn) {
    if (!retailer.menuTypes.includes('RECREATIONAL')) return [];
    return [
      {
        menuType: 'RECREATIONAL',
        label: isCurrent ? 'Shopping This Location' : 'Shop This Location',
        loading: loading('RECREATIONAL'),
      },
    ];
  }
  return MENU_ORDER.filter((menuType) => retailer.menuTypes.includes(menuType)).map((menuType) => ({
    menuType,
    label: `${isCurrent && context.current.menuType === menuType ? 'Shopping' : 'Shop'} ${LABELS[menuType]}`,
    loading: loading(menuType),
  }));
}

/** Everything a store card shows (spec 2.11), for one retailer in the given context. */
export function storeCardData(retailer: Retailer, context: StoreCardContext): StoreCardData {
  return {
    id: retailerIdOf(retailer),
    name: retailer.name.trim() || retailer.retailerName.trim(),
    distanceMiles: retailer.locationDetail.distance,
    address: storeAddress(retailer),
    phone: displayPhone(retailer.contactNumber, retailer.retailerPhoneNumber),
    detailsHref: storeDetailsHref(retailer),
    hoursText: pickupHoursText(retailer, context.now),
    buttons: storeCardButtons(retailer, context),
    disabled: context.pending !== null,
    closedNotice: context.closePopupOn && !isOpenForPickup(retailer, context.now),
  };
}
