import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HeaderThree from '../../variants/headers/HeaderThree';
import { headerData } from '../../variants/headers/fixtures';
import * as shared from './sharedHeaderStories';

const meta = {
  title: 'Headers/HeaderThree',
  component: HeaderThree,
  args: shared.headerArgs(),
} satisfies Meta<typeof HeaderThree>;

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

/** A provider profile that hides the store selector (2.3): the strip keeps only the utilities. */
export const StoreAreaHidden: Story = { args: { ...headerData.signedIn, storeArea: null } };

/** Search is a "Search" disclosure button: it reveals the SearchBox and focuses the field. */
export const SearchSubmitsTerm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Search' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const search = within(canvas.getByRole('search'));
    const field = search.getByRole('combobox', { name: 'Search products' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('  blue dream {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('blue dream');
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(toggle).toHaveFocus();
  },
};

export const SearchOpen: Story = {
  args: headerData.signedIn,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

export const SearchClosesWithEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

export const MobileSearchOpen: Story = {
  args: headerData.signedIn,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
  },
};

/** The logo sits on the header's centre line, with the navigation split either side. */
export const LogoOnCentreLine: Story = {
  args: headerData.signedIn,
  play: async ({ canvas }) => {
    const logo = canvas
      .getByRole('link', { name: 'Greenleaf Market home' })
      .getBoundingClientRect();
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const offset = logo.left + logo.width / 2 - (header.left + header.width / 2);
    await expect(Math.abs(offset)).toBeLessThan(1);
  },
};
