import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HeaderSeven from '../../variants/headers/HeaderSeven';
import { headerData } from '../../variants/headers/fixtures';
import * as shared from './sharedHeaderStories';

const meta = {
  title: 'Headers/HeaderSeven',
  component: HeaderSeven,
  args: shared.headerArgs(),
} satisfies Meta<typeof HeaderSeven>;

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
export const StoreAreaHidden = shared.StoreAreaHidden;
export const NavLoading = shared.NavLoading;
export const Sticky = shared.Sticky;
export const Mobile = shared.Mobile;
export const MobileLoading = shared.MobileLoading;
export const Tablet = shared.Tablet;
export const OpensCart = shared.OpensCart;
export const AccountPanelLinks = shared.AccountPanelLinks;
export const AccountPanelWithoutChat = shared.AccountPanelWithoutChat;
export const AccountPanelByKeyboard = shared.AccountPanelByKeyboard;
export const SignOutAsksConfirmation = shared.SignOutAsksConfirmation;
export const GuestSeesSignIn = shared.GuestSeesSignIn;
export const BrandDropdown = shared.BrandDropdown;
export const LaptopLongTexts = shared.LaptopLongTexts;
export const SuggestionsOpen = shared.SuggestionsOpen;
export const SuggestionsOpenLaptop = shared.SuggestionsOpenLaptop;
export const NavSubLinksByKeyboard = shared.NavSubLinksByKeyboard;
export const MobileNoStore = shared.MobileNoStore;
type Story = StoryObj<typeof meta>;

/** Search lives behind the rail's Search item: it opens a row, focuses the field, submits. */
export const SearchSubmitsTerm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('search')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = within(canvas.getByRole('search')).getByRole('combobox', {
      name: 'Search products',
    });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('  blue dream {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('blue dream');
  },
};

export const SearchClosesOnEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('search')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** The open search row, for the screenshot. */
export const SearchOpen: Story = {
  args: headerData.signedIn,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  },
};

export const StoreAreaOpensPreference: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Pickup at: Greenleaf Market Troy/ }));
    await expect(args.onOpenStorePreference).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Store' }));
    await expect(args.onOpenStorePreference).toHaveBeenCalledTimes(2);
  },
};

export const RailStoreSelectsStore: Story = {
  args: headerData.noStore,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Store' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Select a Store' }));
    await expect(args.onSelectStore).toHaveBeenCalledTimes(2);
    await expect(args.onOpenStorePreference).not.toHaveBeenCalled();
  },
};

export const RailOpensWishlist: Story = {
  args: headerData.signedIn,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Wishlist, 4 items' }));
    await expect(args.onWishlist).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 unseen' }));
    await expect(args.onNotifications).toHaveBeenCalledTimes(1);
  },
};
