import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import MenuFour from '../../variants/menus/MenuFour';
import { menuData } from '../../variants/menus/fixtures';
import { storePickerArgs } from '../../variants/retailer-selectors/fixtures';
import StorePicker from '../../variants/store-picker/StorePicker';
import { MOBILE } from '../viewports';
import { menuArgs, openTab } from './sharedMenuStories';

const meta = {
  title: 'Menus/MenuFour',
  component: MenuFour,
  args: {
    ...menuArgs(),
    locationSlot: (
      <StorePicker
        {...storePickerArgs.michigan}
        headingLevel={3}
        onStateChange={fn()}
        onSearch={fn()}
        onChooseStore={fn()}
      />
    ),
  },
  globals: MOBILE,
} satisfies Meta<typeof MenuFour>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bottom sheet titled "Menu"; Explore holds the CMS links and "Shop you Categories". */
export const ExploreTab: Story = {
  play: async ({ canvas }) => {
    const sheet = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await expect(sheet.getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(sheet.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Explore',
      'Shop',
      'Location',
    ]);
    const panel = within(sheet.getByRole('tabpanel', { name: 'Explore' }));
    await expect(panel.getByRole('navigation', { name: 'Main Menu' })).toBeVisible();
    const categories = panel.getByRole('region', { name: 'Shop you Categories' });
    const grid = within(categories).getByRole('list');
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

/** Shop: "Shop all" then every category as a row. */
export const ShopTab: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, 'Shop');
    const links = panel.getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('Shop all');
    await expect(links[0]).toHaveAttribute('href', '/shop');
    await expect(links).toHaveLength(9);
  },
};

/** Location: the store picker of 2.11 in the slot the engine fills. */
export const LocationTab: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, 'Location');
    await expect(panel.getByRole('combobox', { name: /state/i })).toBeVisible();
    await expect(panel.getAllByRole('button', { name: /Shop/ }).length).toBeGreaterThan(0);
  },
};

/** The picker while the retailers load. */
export const LocationTabLoading: Story = {
  args: {
    locationSlot: (
      <StorePicker
        {...storePickerArgs.loading}
        headingLevel={3}
        onStateChange={fn()}
        onSearch={fn()}
        onChooseStore={fn()}
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await openTab(canvas, userEvent, 'Location');
  },
};

export const Loading: Story = {
  args: menuData.loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading Shop you Categories')).toBeInTheDocument();
  },
};

export const LoadingShop: Story = {
  args: menuData.loading,
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, 'Shop');
    await expect(panel.getByText('Loading Shop')).toBeInTheDocument();
  },
};

export const NoCmsLinks: Story = {
  args: menuData.noLinks,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main Menu' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Shop you Categories' })).toBeVisible();
  },
};

/** Sub-links open the left sub-menu drawer over the sheet. */
export const SubMenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Flower' }));
    await canvas.findByRole('dialog', { name: 'Flower' });
  },
};

/** At 768 px the sheet's content is a centred column. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
