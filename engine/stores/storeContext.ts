import { proxy } from 'valtio';
import type {
  Address,
  Brand,
  CustomProductCategory,
  MenuType,
  OrderType,
  StoreContext,
  StoredBrand,
} from '../../schemas';
import { STORE_CONTEXT_DEFAULTS } from './storeDefaults.prebuilt';

/**
 * The shopper's store context (spec §3) plus three client-only values the spec names elsewhere:
 * the default-home-page flag (2.6, 4.5), the provider loading state (2.6 skeleton) and the
 * brandList kept in local storage (§3 Brand).
 */
export type StoreContextState = StoreContext & {
  isDefaultHomePage: boolean;
  isLoadingProvider: boolean;
  brandList: StoredBrand[];
};

export const EMPTY_STORE_CONTEXT: StoreContextState = {
  ...STORE_CONTEXT_DEFAULTS,
  isDefaultHomePage: false,
  isLoadingProvider: false,
  brandList: [],
};

/** `initial` must be plain data (a snapshot), not another proxy: it is deep-copied. */
export const createStoreContextStore = (
  initial: Partial<StoreContextState> = {},
): StoreContextState => proxy(structuredClone({ ...EMPTY_STORE_CONTEXT, ...initial }));

/** Spec 4.1: the order type drives the header wording and which address is shown. */
export function setOrderType(context: StoreContextState, orderType: OrderType): void {
  context.orderType = orderType;
}

export type RetailerSelection = {
  retailerId: string;
  retailerName: string;
  /** The retailer's address line, shown for the point-of-sale provider (spec 2.6). */
  address?: string;
  /** The store address used for pickup and curbside wording (spec 2.6). */
  addressObject?: Address;
  menuType?: MenuType;
  orderType?: OrderType;
  provider?: string;
  storeOpenStatus?: boolean;
};

/**
 * Switches the store (spec 4.3, 4.4). The old id is kept as previousRetailerId because the
 * navigation skeleton of 4.4 shows only when the id changes from a previous one.
 */
export function selectRetailer(context: StoreContextState, selection: RetailerSelection): void {
  if (selection.retailerId !== context.retailerId) context.previousRetailerId = context.retailerId;
  context.retailerId = selection.retailerId;
  context.retailerName = selection.retailerName;
  if (selection.address !== undefined) context.retailerDetails.address = selection.address;
  if (selection.addressObject !== undefined) {
    context.selectedPickupAddressObject = { ...selection.addressObject };
    context.selectedCurbsideAddressObject = { ...selection.addressObject };
  }
  if (selection.menuType !== undefined) context.menuType = selection.menuType;
  if (selection.orderType !== undefined) context.orderType = selection.orderType;
  if (selection.provider !== undefined) context.provider = selection.provider;
  if (selection.storeOpenStatus !== undefined) context.storeOpenStatus = selection.storeOpenStatus;
}

export function setMenuType(context: StoreContextState, menuType: MenuType): void {
  context.menuType = menuType;
}

/** Spec 2.6/4.5: choosing "Select a Store" sets it; navigation clicks reset it (4.4). */
export function setDefaultHomePage(context: StoreContextState, isDefaultHomePage: boolean): void {
  context.isDefaultHomePage = isDefaultHomePage;
}

export function setDeliveryAddress(context: StoreContextState, address: string): void {
  context.selectedDeliveryAddress = address;
}

/** Loading shows the order-strip skeleton (spec 2.6); a known provider ends the loading. */
export function setProvider(context: StoreContextState, provider: string): void {
  context.provider = provider;
  context.isLoadingProvider = false;
}

export function setProviderLoading(context: StoreContextState, isLoading: boolean): void {
  context.isLoadingProvider = isLoading;
}

export function setStoreOpenStatus(context: StoreContextState, isOpen: boolean): void {
  context.storeOpenStatus = isOpen;
}

export function setCustomProductCategoryData(
  context: StoreContextState,
  categories: CustomProductCategory[],
): void {
  context.customProductCategoryData = categories.map((category) => ({ ...category }));
}

/** Only id, urlSlug and brandName are kept (spec §3 Brand), which keeps local storage small. */
export function setBrandList(
  context: StoreContextState,
  brands: readonly (Brand | StoredBrand)[],
): void {
  context.brandList = brands.map(({ id, urlSlug, brandName }) => ({ id, urlSlug, brandName }));
}
