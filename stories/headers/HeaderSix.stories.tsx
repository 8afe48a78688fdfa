import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import HeaderSix from '../../variants/headers/HeaderSix';
import { headerData } from '../../variants/headers/fixtures';
import * as shared from './sharedHeaderStories';

const meta = {
  title: 'Headers/HeaderSix',
  component: HeaderSix,
  args: shared.headerArgs(),
} satisfies Meta<typeof HeaderSix>;

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
export const MobileNoStore = shared.MobileNoStore;
type Story = StoryObj<typeof meta>;

/** A provider profile that hides the store selector (2.3): search takes the card's space. */
export const StoreAreaHidden: Story = { args: { ...headerData.signedIn, storeArea: null } };

export const SelectStoreCallToAction: Story = {
  args: headerData.noStore,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select a Store' }));
    await expect(args.onSelectStore).toHaveBeenCalledTimes(1);
    await expect(args.onOpenStorePreference).not.toHaveBeenCalled();
  },
};

export const MobileStoreCardFirst: Story = {
  args: headerData.delivery,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('button', { name: /Delivery to 1480 Oakwood Blvd/ });
    const search = canvas.getByRole('searchbox', { name: 'Search products' });
    // Store-first: the store card precedes search in reading and tab order.
    await expect(
      card.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(card);
    await expect(args.onOpenStorePreference).toHaveBeenCalledTimes(1);
  },
};
