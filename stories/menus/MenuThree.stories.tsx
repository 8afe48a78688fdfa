import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import MenuThree from '../../variants/menus/MenuThree';
import { menuData } from '../../variants/menus/fixtures';
import { MOBILE } from '../viewports';
import { menuArgs } from './sharedMenuStories';

const meta = {
  title: 'Menus/MenuThree',
  component: MenuThree,
  args: menuArgs(),
  globals: MOBILE,
} satisfies Meta<typeof MenuThree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Categories, sponsored brands, today's deals, then the CMS links, each with its spec title. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const drawer = within(canvas.getByRole('dialog', { name: 'Menu' }));
    const categories = within(drawer.getByRole('region', { name: 'Shop your Categories' }));
    await expect(categories.getByRole('link', { name: 'Shop all' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(categories.getByRole('link', { name: 'Flower' })).toHaveAttribute(
      'href',
      '/category/flower',
    );
    const brands = within(drawer.getByRole('region', { name: 'Sponsored Brand' }));
    await expect(brands.getByRole('link', { name: 'Shop all' })).toHaveAttribute(
      'href',
      '/sponsored-brand',
    );
    // The "Shop all" link plus at most 8 brands (§9).
    await expect(brands.getAllByRole('link')).toHaveLength(9);
    await expect(drawer.getByRole('region', { name: "Today's Deals" })).toBeInTheDocument();
    await expect(drawer.getByRole('navigation', { name: 'Main Menu' })).toBeInTheDocument();
  },
};

/** Scrolled to the foot: today's deals as banner cards and the CMS links on their band. */
export const ScrolledToLinks: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getByRole('navigation', { name: 'Main Menu' });
    links.scrollIntoView({ block: 'end' });
    await expect(links).toBeVisible();
  },
};

/** No sponsored brands: the first 8 brands stand in (the engine picks them). */
export const PlainBrands: Story = {
  args: menuData.plainBrands,
  play: async ({ canvas }) => {
    const brands = within(canvas.getByRole('region', { name: 'Sponsored Brand' }));
    await expect(brands.getByRole('link', { name: 'Ozark Roots' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: menuData.loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading Shop your Categories')).toBeInTheDocument();
    await expect(canvas.getByText('Loading Sponsored Brand')).toBeInTheDocument();
    await expect(canvas.getByText("Loading Today's Deals")).toBeInTheDocument();
  },
};

export const WithoutDeals: Story = {
  args: menuData.withoutDeals,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: "Today's Deals" })).toBeNull();
  },
};

export const NoCmsLinks: Story = {
  args: menuData.noLinks,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main Menu' })).toBeNull();
  },
};

/** Main Menu links with sub-links open the sub-menu drawer from the left. */
export const SubMenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Learn' });
    await userEvent.click(opener);
    const sub = await canvas.findByRole('dialog', { name: 'Learn' });
    await waitFor(() =>
      expect(within(sub).getByRole('button', { name: 'Back: Learn' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: 'Learn' });
  },
};
