import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MenuDrawerSlot } from '../../engine/shell/MenuDrawerSlot';
import { openOverlay } from '../../engine/stores/overlays';
import { useStores } from '../../engine/stores/StoresProvider';
import { loadingHandler } from '../../fixtures/mocks/handlers';

/** The real wiring: site settings, the mock API and the overlays store, opened by a button. */
function Harness() {
  const { overlays } = useStores();
  return (
    <div style={{ padding: 16 }}>
      <button type="button" onClick={() => openOverlay(overlays, 'menuDrawer')}>
        Open menu
      </button>
      <MenuDrawerSlot />
    </div>
  );
}

const meta = {
  title: 'Menus/MenuDrawerSlot',
  component: MenuDrawerSlot,
  render: () => <Harness />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof MenuDrawerSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = {
  keyboard(keys: string): Promise<void>;
  tab(options?: { shift?: boolean }): Promise<void>;
};

const active = () =>
  document.activeElement instanceof HTMLElement ? document.activeElement : null;

/**
 * Keyboard journey of 2.9/4.14: Enter on the opener shows the site's drawer, Tab and Shift+Tab
 * cycle inside it, Escape closes it and focus is back on the opener. Ends with the drawer open
 * for the picture.
 */
async function keyboardJourney(canvas: Canvas, userEvent: User, version: string) {
  const opener = canvas.getByRole('button', { name: 'Open menu' });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  const drawer = await canvas.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
  await expect(drawer.querySelector(`[data-menu-drawer="${version}"]`)).not.toBeNull();
  const close = within(drawer).getByRole('button', { name: 'Close menu' });
  await waitFor(() => expect(close).toHaveFocus());
  // Shift+Tab from the first control wraps to the last; Tab from the last wraps back.
  await userEvent.tab({ shift: true });
  await expect(drawer).toContainElement(active());
  await expect(close).not.toHaveFocus();
  for (let step = 0; step < 6; step += 1) {
    await userEvent.tab();
    await expect(drawer).toContainElement(active());
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  return within(await canvas.findByRole('dialog', { name: 'Menu' }));
}

export const SiteMenuOne: Story = {
  parameters: { site: 'menu-one' },
  play: async ({ canvas, userEvent }) => {
    const drawer = await keyboardJourney(canvas, userEvent, 'one');
    await expect(drawer.getByRole('navigation', { name: 'Main Menu' })).toBeVisible();
    await drawer.findByRole('link', { name: 'Pre Rolls' });
    await expect(drawer.getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/deals');
  },
};

export const SiteMenuTwo: Story = {
  parameters: { site: 'menu-two' },
  play: async ({ canvas, userEvent }) => {
    const drawer = await keyboardJourney(canvas, userEvent, 'two');
    await expect(drawer.getByRole('tab', { name: 'Main menu' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Version Two against the mock API: the search filters the store's specials by display name. */
export const SiteMenuTwoDealSearch: Story = {
  parameters: { site: 'menu-two' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await canvas.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 }));
    await userEvent.click(drawer.getByRole('tab', { name: 'Deals' }));
    const panel = within(drawer.getByRole('tabpanel', { name: 'Deals' }));
    const deals = within(await panel.findByRole('region', { name: "Today's Deals" }));
    await waitFor(() => expect(deals.getAllByRole('listitem').length).toBeGreaterThan(3));
    const box = panel.getByRole('searchbox', { name: 'Search deals' });
    await userEvent.type(box, 'NOT FOUND');
    await expect(panel.getByRole('status')).toHaveTextContent('Not found!');
    await userEvent.clear(box);
    await userEvent.type(box, 'bogo');
    await waitFor(() =>
      expect(deals.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'BOGO Pre Rolls',
      ]),
    );
    await expect(deals.getByRole('link', { name: 'BOGO Pre Rolls' })).toHaveAttribute(
      'href',
      '/search/deals/bogo-pre-rolls',
    );
  },
};

export const SiteMenuThree: Story = {
  parameters: { site: 'menu-three' },
  play: async ({ canvas, userEvent }) => {
    const drawer = await keyboardJourney(canvas, userEvent, 'three');
    const brands = within(await drawer.findByRole('region', { name: 'Sponsored Brand' }));
    // The fixture API has four sponsored brands, so those are listed rather than plain brands.
    await waitFor(() => expect(brands.getAllByRole('link')).toHaveLength(5));
  },
};

export const SiteMenuFour: Story = {
  parameters: { site: 'menu-four' },
  play: async ({ canvas, userEvent }) => {
    const drawer = await keyboardJourney(canvas, userEvent, 'four');
    await userEvent.click(drawer.getByRole('tab', { name: 'Location' }));
    // The store picker of 2.11, fed by the mock backend's retailers.
    const location = within(drawer.getByRole('tabpanel', { name: 'Location' }));
    await expect(location.getByRole('combobox', { name: /state/i })).toBeVisible();
    await waitFor(() =>
      expect(location.getAllByRole('button', { name: /Shop/ }).length).toBeGreaterThan(0),
    );
  },
};

/** Catalogue calls still pending: the connected drawer shows its skeletons. */
export const SiteMenuThreeLoading: Story = {
  parameters: {
    site: 'menu-three',
    msw: [
      loadingHandler('categories'),
      loadingHandler('specials'),
      loadingHandler('sponsoredBrands'),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await canvas.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 }));
    await expect(drawer.getByText('Loading Shop your Categories')).toBeInTheDocument();
    await expect(drawer.getByText('Loading Sponsored Brand')).toBeInTheDocument();
  },
};

/** Following a link closes the drawer at once, even when the route does not change. */
export const LinkClosesDrawer: Story = {
  parameters: { site: 'menu-one' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await canvas.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 }));
    await userEvent.click(drawer.getByRole('link', { name: 'Shop All' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};
