import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor } from 'storybook/test';
import HeaderEight from '../../variants/headers/HeaderEight';
import { headerData } from '../../variants/headers/fixtures';
import * as shared from './sharedHeaderStories';

const meta = {
  title: 'Headers/HeaderEight',
  component: HeaderEight,
  args: shared.headerArgs(),
} satisfies Meta<typeof HeaderEight>;

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
export const OpensCart = shared.OpensCart;
export const SearchSubmitsTerm = shared.SearchSubmitsTerm;
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
type Story = StoryObj<typeof meta>;

/** Tall page content under the header, so the Sticky story can scroll. */
const ScrollPage = styled.main`
  height: 2400px;
  background: repeating-linear-gradient(
    180deg,
    ${({ theme }) => theme.color.surfaceAlt} 0 160px,
    ${({ theme }) => theme.color.surface} 160px 320px
  );
`;

const mobile = { globals: { viewport: { value: 'mobile', isRotated: false } } };
const noStoreArea = { ...headerData.signedIn, storeArea: null };
const tablet = { globals: { viewport: { value: 'tablet', isRotated: false } } };

/** A provider profile that hides the store selector (2.3): no announcement line at all. */
export const StoreAreaHidden: Story = {
  args: noStoreArea,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Change/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Select a Store' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Greenleaf Market home' })).toBeVisible();
  },
};

export const NavLoading: Story = {
  args: headerData.loading,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('nav-skeleton')).toHaveLength(9);
    await expect(canvas.queryByRole('link', { name: 'Deals' })).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Loading store' })).toBeVisible();
  },
};

/** Scrolled 400 px: the announcement line has scrolled away, masthead and nav stay on top. */
export const Sticky: Story = {
  args: { ...headerData.signedIn, sticky: true },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ScrollPage />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-sticky', 'true');
    window.scrollTo(0, 400);
    await waitFor(() => expect(header.getBoundingClientRect().top).toBe(-36));
    await expect(canvas.getByRole('link', { name: 'Greenleaf Market home' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: headerData.signedIn,
  ...mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Shop links' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unseen' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Cart/ })).toBeNull();
  },
};

/** Mobile wording of 2.5 ("Pickup from {address}") on the two-line announcement. */
export const MobileStoreLineOpensPreference: Story = {
  args: headerData.signedIn,
  ...mobile,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /Pickup from 1250 E Big Beaver Rd, Troy, MI 48083/ }),
    );
    await expect(args.onOpenStorePreference).toHaveBeenCalledTimes(1);
  },
};

export const MobileLoading: Story = { ...mobile, args: headerData.loading };

export const MobileNoStoreSelected: Story = { ...mobile, args: headerData.noStore };

export const MobileLongTexts: Story = { ...mobile, args: headerData.longTexts };

export const MobileStoreAreaHidden: Story = { ...mobile, args: noStoreArea };

export const Tablet: Story = { ...tablet, args: headerData.delivery };

export const TabletSignedIn: Story = { ...tablet, args: headerData.signedIn };

export const StoreAreaOpensPreference: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Pickup at: Greenleaf Market Troy Change' }),
    );
    await expect(args.onOpenStorePreference).toHaveBeenCalledTimes(1);
  },
};

export const HamburgerOpensMenu: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);
  },
};

export const MegaMenuSpansTheNav: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Shop' }));
    const panel = await canvas.findByRole('region', { name: 'Shop' });
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(panel.getBoundingClientRect().width).toBe(nav.getBoundingClientRect().width);
  },
};

export const SelectStoreFromAnnouncement: Story = {
  args: headerData.noStore,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select a Store' }));
    await expect(args.onSelectStore).toHaveBeenCalledTimes(1);
  },
};
