import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import HeaderEight from '../../variants/headers/HeaderEight';
import { headerData } from '../../variants/headers/fixtures';

const meta = {
  title: 'Headers/HeaderEight',
  component: HeaderEight,
  args: {
    ...headerData.signedOut,
    onSearch: fn(),
    onOpenCart: fn(),
    onWishlist: fn(),
    onNotifications: fn(),
    onSelectStore: fn(),
    onOpenStorePreference: fn(),
    onOpenMenu: fn(),
    onSignOut: fn(),
    onCreateList: fn(),
  },
} satisfies Meta<typeof HeaderEight>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The "Your Account" links of spec 2.4, in order, with chat enabled. */
const ACCOUNT_LINK_NAMES = [
  'Your Order',
  'Your List',
  'Chat with Retailer',
  'Keep Shopping For',
  'Blog',
  'Contact Us',
  'Location',
  'Request Your Information',
  'Login & Security',
  'Terms & Condition',
  'Privacy Policy',
  'Customer Support',
  'Close Your Account',
];

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

export const SignedOut: Story = {};
export const SignedIn: Story = { args: headerData.signedIn };
export const NoStoreSelected: Story = { args: headerData.noStore };
export const Pickup: Story = { args: headerData.signedOut };
export const Delivery: Story = { args: headerData.delivery };
export const Curbside: Story = { args: headerData.curbside };
export const LongTexts: Story = { args: headerData.longTexts };
export const NoCmsLinks: Story = { args: headerData.noLinks };
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

export const OpensCart: Story = {
  args: headerData.signedIn,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 3 items' }));
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1);
  },
};

export const SearchSubmitsTerm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = within(canvas.getByRole('search'));
    await userEvent.type(
      search.getByRole('searchbox', { name: 'Search products' }),
      '  blue dream {Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('blue dream');
  },
};

export const AccountPanelLinks: Story = {
  args: headerData.signedIn,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('link', { name: /Account & List/ });
    await expect(trigger).toHaveAttribute('href', '/account');
    await userEvent.hover(trigger);
    const panel = within(await canvas.findByRole('region', { name: 'Account' }));
    await expect(panel.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const lists = within(panel.getByRole('region', { name: 'Your List' }));
    await expect(lists.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'My Wishlist',
      'Weekend Picks',
      'No name',
    ]);
    await expect(lists.getByRole('link', { name: 'No name' })).toHaveAttribute(
      'href',
      '/your-list/list-3f9a',
    );
    await expect(lists.getByRole('button', { name: 'Create a Your List' })).toBeVisible();
    const account = within(panel.getByRole('region', { name: 'Your Account' }));
    await expect(account.getAllByRole('link').map((link) => link.textContent)).toEqual(
      ACCOUNT_LINK_NAMES,
    );
    await expect(account.getByRole('link', { name: 'Location' })).toHaveAttribute(
      'href',
      '/find-a-dispensary',
    );
    await expect(account.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

export const AccountPanelWithoutChat: Story = {
  args: { ...headerData.signedIn, account: { ...headerData.signedIn.account, chatEnabled: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: /Account & List/ }));
    const account = within(await canvas.findByRole('region', { name: 'Your Account' }));
    await expect(account.queryByRole('link', { name: 'Chat with Retailer' })).toBeNull();
  },
};

export const AccountPanelByKeyboard: Story = {
  args: headerData.signedIn,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('link', { name: /Account & List/ });
    trigger.focus();
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await expect(await canvas.findByRole('region', { name: 'Account' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const SignOutAsksConfirmation: Story = {
  args: headerData.signedIn,
  play: async ({ canvas, userEvent, args }) => {
    const openConfirmation = async () => {
      await userEvent.hover(canvas.getByRole('link', { name: /Account & List/ }));
      const panel = within(await canvas.findByRole('region', { name: 'Your Account' }));
      await userEvent.click(panel.getByRole('button', { name: 'Sign Out' }));
      return within(
        await canvas.findByRole('dialog', { name: 'Are you sure you want to sign out?' }),
      );
    };

    const first = await openConfirmation();
    await userEvent.click(first.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onSignOut).not.toHaveBeenCalled();

    const second = await openConfirmation();
    await userEvent.click(second.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const GuestSeesSignIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await expect(canvas.queryByRole('link', { name: /Account & List/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Notifications/ })).toBeNull();
  },
};

export const BrandDropdown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Brands' }));
    const panel = within(await canvas.findByRole('region', { name: 'Brands' }));
    const links = panel.getAllByRole('link');
    await expect(links).toHaveLength(7);
    await expect(links.at(-1)).toHaveTextContent('Show all Brands');
    await expect(links.at(-1)).toHaveAttribute('href', '/sponsored-brand');
  },
};

export const NavSubLinksByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const categories = canvas.getByRole('link', { name: 'Categories' });
    categories.focus();
    const panel = within(await canvas.findByRole('region', { name: 'Categories' }));
    await expect(panel.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Flower',
      'Pre-Rolls',
      'Edibles',
      'Vaporizers',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Categories' })).toBeNull();
  },
};

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
