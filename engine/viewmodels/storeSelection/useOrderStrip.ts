import { useSnapshot } from 'valtio';
import { useProviderProfile } from '../../providers/useProviderProfile';
import { orderStripFor, type OrderStrip } from '../../rules/orderStrip';
import { useStores } from '../../stores/StoresProvider';

/** The order strip (spec 2.6) for the shopper's current store context and provider. */
export function useOrderStrip(): OrderStrip {
  const context = useSnapshot(useStores().storeContext);
  const profile = useProviderProfile();
  return orderStripFor(
    {
      orderType: context.orderType,
      retailerId: context.retailerId,
      retailerName: context.retailerName,
      selectedDeliveryAddress: context.selectedDeliveryAddress,
      selectedPickupAddressObject: context.selectedPickupAddressObject,
      selectedCurbsideAddressObject: context.selectedCurbsideAddressObject,
      retailerDetailsAddress: context.retailerDetails.address,
      isLoadingProvider: context.isLoadingProvider,
    },
    profile.usesRetailerAddress,
  );
}
