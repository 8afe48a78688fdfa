import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import StickyFooterSeven from '../../variants/sticky-footers/StickyFooterSeven';
import { dealsByCategoriesSheet, designStates } from '../../variants/sticky-footers/fixtures';
import { designMeta, designStories, openSheet } from './designStories';

// No layout decorator: the bar is position: fixed, so the story canvas is the phone's viewport.
const meta = {
  title: 'Sticky Footers/StickyFooterSeven',
  component: StickyFooterSeven,
  ...designMeta('seven'),
} satisfies Meta<typeof StickyFooterSeven>;

export default meta;
type Story = StoryObj<typeof meta>;
const stories = designStories('seven');

export const Default: Story = stories.Default;
export const CartActive: Story = stories.CartActive;
export const Loading: Story = stories.Loading;
export const EmptyCart: Story = stories.EmptyCart;
export const FiveInCart: Story = stories.FiveInCart;
export const BigCart: Story = stories.BigCart;
export const CmsIcons: Story = stories.CmsIcons;
export const Events: Story = stories.Events;
export const Hidden: Story = stories.Hidden;
export const Tablet: Story = stories.Tablet;

/** The More sheet open: category grid, View All Deals and Shop All in CMS colours (spec 2.10). */
export const SheetOpen: Story = {
  args: designStates('seven').sheetOpen,
  play: async ({ canvasElement, userEvent, args }) => {
    const inSheet = await openSheet(canvasElement, 'Deals By Categories');
    await expect(inSheet.getByRole('link', { name: 'Flower' })).toHaveAttribute(
      'href',
      '/deals-category/flower',
    );
    await expect(inSheet.getAllByRole('listitem')).toHaveLength(6);
    const viewAll = inSheet.getByRole('link', { name: 'View All Deals' });
    await expect(viewAll).toHaveAttribute('href', '/deals');
    await expect(getComputedStyle(viewAll).backgroundColor).toBe('rgb(16, 20, 24)');
    const shopAll = inSheet.getByRole('link', { name: 'Shop All' });
    await expect(shopAll).toHaveAttribute('href', '/shop');
    await expect(getComputedStyle(shopAll).backgroundColor).toBe('rgb(127, 209, 163)');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseSheet).toHaveBeenCalledTimes(1);
  },
};

/** The product categories are still loading: skeleton tiles, buttons already usable. */
export const SheetLoading: Story = {
  args: {
    ...designStates('seven').sheetOpen,
    sheet: { ...dealsByCategoriesSheet, loading: true },
  },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(sheet).queryByRole('link', { name: 'Flower' })).toBeNull();
    await expect(within(sheet).getByRole('link', { name: 'View All Deals' })).toBeVisible();
  },
};
