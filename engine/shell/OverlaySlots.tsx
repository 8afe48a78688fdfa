import { CartSidebarSlot } from './CartSidebarSlot';
import { CheckoutOfferSlot } from './CheckoutOfferSlot';
import { MenuDrawerSlot } from './MenuDrawerSlot';
import { StorePreferenceSlot } from './StorePreferenceSlot';
import { ChooseStorePrompt } from './ChooseStorePrompt';
import { StoreClosedModal } from './StoreClosedModal';
import { StickyFooterSlot } from './StickyFooterSlot';
import { SearchOverlaySlot } from './SearchOverlaySlot';

/** The page-level drawers, sheets, prompts and bars (spec 2.8–2.14): each slot reads its store
 * flag and renders the CMS-selected variant, fetching its chunk on first use. */
export function OverlaySlots() {
  return (
    <>
      <MenuDrawerSlot />
      <CartSidebarSlot />
      <CheckoutOfferSlot />
      <StorePreferenceSlot />
      <ChooseStorePrompt />
      <StoreClosedModal />
      <StickyFooterSlot />
      <SearchOverlaySlot />
    </>
  );
}
