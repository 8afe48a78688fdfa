import type { Meta, StoryObj } from '@storybook/react-vite';
import HeaderFive from '../../variants/headers/HeaderFive';
import { headerData } from '../../variants/headers/fixtures';
import * as shared from './sharedHeaderStories';

const meta = {
  title: 'Headers/HeaderFive',
  component: HeaderFive,
  args: shared.headerArgs(),
} satisfies Meta<typeof HeaderFive>;

export default meta;

// The stories all eight versions share (sharedHeaderStories.ts). Declared here, not re-exported
// with `export { } from`, because the Vitest Storybook plugin only tests stories declared locally.
export const SignedOut = shared.SignedOut;
export const SignedIn = shared.SignedIn;
export const NoStoreSelected = shared.NoStoreSelected;
export const Pickup = shared.Pickup;
export const Delivery = shared.Delivery;
export const Curbside = shared.Curbside;
export const LongTexts = shared.LongTexts;
export const NoCmsLinks = shared.NoCmsLinks;
export const CmsShopLink = shared.CmsShopLink;
export const NavLoading = shared.NavLoading;
export const Sticky = shared.Sticky;
export const Mobile = shared.Mobile;
export const MobileLoading = shared.MobileLoading;
export const Tablet = shared.Tablet;
export const OpensCart = shared.OpensCart;
export const SearchSubmitsTerm = shared.SearchSubmitsTerm;
export const AccountPanelLinks = shared.AccountPanelLinks;
export const AccountPanelWithoutChat = shared.AccountPanelWithoutChat;
export const AccountPanelByKeyboard = shared.AccountPanelByKeyboard;
export const SignOutAsksConfirmation = shared.SignOutAsksConfirmation;
export const GuestSeesSignIn = shared.GuestSeesSignIn;
export const BrandDropdown = shared.BrandDropdown;
export const NavSubLinksByKeyboard = shared.NavSubLinksByKeyboard;
export const StoreAreaOpensPreference = shared.StoreAreaOpensPreference;
export const LaptopLongTexts = shared.LaptopLongTexts;
export const SuggestionsOpen = shared.SuggestionsOpen;
export const SuggestionsOpenLaptop = shared.SuggestionsOpenLaptop;
type Story = StoryObj<typeof meta>;

/** A provider profile that hides the store selector (2.3): the utility row keeps only the account. */
export const StoreAreaHidden: Story = { args: { ...headerData.signedIn, storeArea: null } };
