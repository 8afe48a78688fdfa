import type { Meta, StoryObj } from '@storybook/react-vite';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../ui/theme';
import HeaderFour from '../../variants/headers/HeaderFour';
import { headerData } from '../../variants/headers/fixtures';
import * as shared from './sharedHeaderStories';

const meta = {
  title: 'Headers/HeaderFour',
  component: HeaderFour,
  args: shared.headerArgs(),
} satisfies Meta<typeof HeaderFour>;

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
export const StoreAreaOpensPreference = shared.StoreAreaOpensPreference;
export const LaptopLongTexts = shared.LaptopLongTexts;
export const SuggestionsOpen = shared.SuggestionsOpen;
export const SuggestionsOpenLaptop = shared.SuggestionsOpenLaptop;
type Story = StoryObj<typeof meta>;

/** A provider profile that hides the store selector (2.3): the nav takes the space. */
export const StoreAreaHidden: Story = { args: { ...headerData.signedIn, storeArea: null } };

/** Links that do not fit the row move, in CMS order, into "More"; none is lost or doubled. */
export const MoreHoldsOverflowLinks: Story = {
  args: headerData.longTexts,
  play: async ({ canvas, userEvent, args }) => {
    // Fitted in the commit that mounts the header, not a frame later: a script reading the page
    // in between (axe, on a busy machine) found every link inline, overflowing onto the store
    // pill. A second copy, mounted synchronously, is read before the browser gets a turn.
    const box = document.createElement('div');
    document.body.append(box);
    const root = createRoot(box);
    try {
      flushSync(() =>
        root.render(
          <ThemeProvider theme={theme}>
            <MemoryRouter>
              <HeaderFour {...args} />
            </MemoryRouter>
          </ThemeProvider>,
        ),
      );
      await expect(within(box).queryByRole('button', { name: 'More' })).not.toBeNull();
    } finally {
      root.unmount();
      box.remove();
    }

    const labels = args.navLinks.map((link) => link.label);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    const inline = labels.filter((label) => nav.queryByRole('link', { name: label }) !== null);
    const more = nav.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    const panel = within(await canvas.findByRole('region', { name: 'More' }));
    const moved = panel
      .getAllByRole('link')
      .map((link) => link.textContent ?? '')
      .filter((label) => labels.includes(label));
    await expect([...inline, ...moved]).toEqual(labels);
    await expect(
      panel.getByRole('link', { name: 'Holiday Gift Sets and Bundles for Everyone' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The "More" panel as shoppers see it: overflow links, sub-links grouped under their parent. */
export const MorePanelOpen: Story = {
  args: headerData.signedIn,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    const panel = within(await canvas.findByRole('region', { name: 'More' }));
    await expect(panel.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/education');
    await expect(panel.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  },
};

/** Without a store pill the nav gets its room: more links inline, fewer in "More". */
export const StoreAreaHiddenMoreLinks: Story = {
  args: { ...headerData.signedOut, storeArea: null },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Shop All' })).toBeVisible();
  },
};
