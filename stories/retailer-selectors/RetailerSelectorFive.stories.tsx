import type { Meta } from '@storybook/react-vite';
import RetailerSelectorFive from '../../variants/retailer-selectors/RetailerSelectorFive';
import * as shared from './sharedSelectorStories';

const meta = {
  title: 'Retailer Selectors/RetailerSelectorFive',
  component: RetailerSelectorFive,
  args: shared.selectorArgs(),
} satisfies Meta<typeof RetailerSelectorFive>;

export default meta;

// The stories every version shares (sharedSelectorStories.tsx). Declared here, not re-exported
// with `export { } from`, because the Vitest Storybook plugin only tests stories declared locally.
export const Pickup = shared.Pickup;
export const Curbside = shared.Curbside;
export const CurbsideTurnedOff = shared.CurbsideTurnedOff;
export const DeliveryHidden = shared.DeliveryHidden;
export const DeliveryForm = shared.DeliveryForm;
export const DeliveryPrefilled = shared.DeliveryPrefilled;
export const DeliveryUnavailable = shared.DeliveryUnavailable;
export const Loading = shared.Loading;
export const NoStores = shared.NoStores;
export const NoMatch = shared.NoMatch;
export const SwitchLoading = shared.SwitchLoading;
export const StateSelectorOff = shared.StateSelectorOff;
export const ChoosingAState = shared.ChoosingAState;
export const ChoosingATab = shared.ChoosingATab;
export const TabsByKeyboard = shared.tabsByKeyboard('vertical');
export const CurrentStoreSelected = shared.CurrentStoreSelected;
export const EscapeCloses = shared.EscapeCloses;
export const CloseButton = shared.CloseButton;
export const SearchTyping = shared.searchTyping(RetailerSelectorFive);
export const Mobile = shared.Mobile;
export const MobileDeliveryForm = shared.MobileDeliveryForm;
export const MobileLoading = shared.MobileLoading;
export const MobileNoMatch = shared.MobileNoMatch;
export const Tablet = shared.Tablet;
