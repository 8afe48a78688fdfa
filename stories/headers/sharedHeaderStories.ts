// The stories every header version shares (spec 2.3, 2.4, §6): each Header*.stories.tsx re-exports
// them by name, so all eight versions are checked the same way and a fix lands once.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { placeholderMenusBeside } from '../../engine/rules/placeholderMenus';
import { closedDesktopSearch, headerData } from '../../variants/headers/fixtures';
import { desktopSuggestionsFixture } from '../../variants/search/fixtures';
import { imagesLoaded } from '../catalogue/storyHelpers';
import type { HeaderProps } from '../../variants/headers/types';
import { YOUR_ACCOUNT_LINK_NAMES } from '../account/yourAccountLinks';

type Story = StoryObj<Meta<ComponentType<HeaderProps>>>;

/** Args every header story starts from: a signed-out shopper, events as fresh mocks per file. */
export const headerArgs = () => ({
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
  desktopSearch: {
    ...closedDesktopSearch,
    onTermChange: fn(),
    onMove: fn(),
    onOpenOption: fn(),
    onShow: fn(),
    onDismiss: fn(),
  },
});

export const SignedOut: Story = {};

export const SignedIn: Story = { args: headerData.signedIn };

export const NoStoreSelected: Story = { args: headerData.noStore };

export const Pickup: Story = { args: headerData.signedOut };

export const Delivery: Story = { args: headerData.delivery };

export const Curbside: Story = { args: headerData.curbside };

export const LongTexts: Story = { args: headerData.longTexts };

export const NoCmsLinks: Story = { args: headerData.noLinks };

/**
 * The default site's CMS links name "Shop" and "Specials": the row lists each once, the
 * retailer's link in place of the placeholder mega-menu (spec 2.3), as the engine decides it.
 */
export const CmsShopLink: Story = {
  args: {
    ...headerData.cmsShopLink,
    placeholderMenus: placeholderMenusBeside(
      headerData.cmsShopLink.navLinks.map((link) => link.label),
    ),
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    const entries = (name: string) => [
      ...nav.queryAllByRole('link', { name }),
      ...nav.queryAllByRole('button', { name }),
    ];
    await expect(entries('Shop')).toHaveLength(1);
    await expect(entries('Shop')[0]).toHaveAttribute('href', '/shop');
    await expect(entries('Specials')).toHaveLength(1);
  },
};

/** A provider profile that hides the store selector (2.3): the search takes the space. */
export const StoreAreaHidden: Story = { args: { ...headerData.signedIn, storeArea: null } };

export const NavLoading: Story = {
  args: headerData.loading,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('nav-skeleton')).toHaveLength(9);
    await expect(canvas.queryByRole('link', { name: 'Deals' })).toBeNull();
  },
};

export const Sticky: Story = { args: { ...headerData.signedIn, sticky: true } };

export const Mobile: Story = {
  args: headerData.signedIn,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileLoading: Story = {
  args: headerData.loading,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Tablet: Story = {
  args: headerData.delivery,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

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
      search.getByRole('combobox', { name: 'Search products' }),
      '  blue dream {Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('blue dream');
  },
};

/**
 * Typing in the desktop box shows the suggestion dropdown (spec 2.3, 2.8) under the field, on top
 * of the navigation and inside the window, whatever the layout around the box. Three and Seven
 * hide their box behind a "Search" button, opened first.
 */
export const SuggestionsOpen: Story = {
  args: {
    ...headerData.signedIn,
    desktopSearch: { ...closedDesktopSearch, ...desktopSuggestionsFixture.activeOption },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const reveal = canvas.queryByRole('button', { name: 'Search', expanded: false });
    if (reveal) await userEvent.click(reveal);
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'blue');
    // The dropdown's inside downloads with the first focus: it opens once that has arrived.
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    const listbox = canvas.getByRole('listbox', { name: 'Search suggestions' });
    const active = canvas.getByRole('option', { selected: true });
    await expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await imagesLoaded(canvasElement);
    const panel = listbox.getBoundingClientRect();
    await expect(panel.left).toBeGreaterThanOrEqual(0);
    await expect(panel.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // On top: the middle of each option is the option, not the navigation behind it.
    for (const option of within(listbox).getAllByRole('option')) {
      const rect = option.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      await expect(option.contains(hit)).toBe(true);
    }
  },
};

/** The same at the narrowest desktop (1024 px), where the boxes are narrowest. */
export const SuggestionsOpenLaptop: Story = {
  ...SuggestionsOpen,
  globals: { viewport: { value: 'laptop', isRotated: false } },
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
      YOUR_ACCOUNT_LINK_NAMES,
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
    await userEvent.click(canvas.getByRole('button', { name: /Pickup at: Greenleaf Market Troy/ }));
    await expect(args.onOpenStorePreference).toHaveBeenCalledTimes(1);
  },
};

export const MobileNoStore: Story = {
  args: headerData.noStore,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The narrowest desktop width (1024 px), signed in with long texts: where a desktop header is most
 * crowded, nothing may overlap or spill out of the bar. */
export const LaptopLongTexts: Story = {
  args: headerData.longTexts,
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    // Measure with the bundled font in place, as the screenshot is.
    await document.fonts.ready;
    const width = document.documentElement.clientWidth;
    const controls = [...canvas.getByRole('banner').querySelectorAll('a, button, input')];
    const spilled = controls
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => control.getBoundingClientRect().right > width + 0.5)
      .map((control) => control.getAttribute('aria-label') ?? control.textContent);
    await expect(spilled).toEqual([]);
  },
};
