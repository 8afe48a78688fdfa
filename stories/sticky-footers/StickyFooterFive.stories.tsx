import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import StickyFooterFive from '../../variants/sticky-footers/StickyFooterFive';
import { designStates } from '../../variants/sticky-footers/fixtures';
import { carouselSettled, designMeta, designStories, openSheet } from './designStories';

// No layout decorator: the bar is position: fixed, so the story canvas is the phone's viewport.
const meta = {
  title: 'Sticky Footers/StickyFooterFive',
  component: StickyFooterFive,
  ...designMeta('five'),
} satisfies Meta<typeof StickyFooterFive>;

export default meta;
type Story = StoryObj<typeof meta>;
const stories = designStories('five');

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

/** The More sheet open: coverflow, price filters, Shop All (spec 2.10, §9). */
export const SheetOpen: Story = {
  args: designStates('five').sheetOpen,
  // The side slides turn away in 3D, and Chromium rasterises such layers a little differently
  // depending on what the shared test page drew before (a few hundred pixels of their edges
  // and labels): the picture keeps their place and size, not their pixels.
  parameters: { visualMask: 'dialog .swiper-slide:not(.swiper-slide-active)' },
  play: async ({ canvasElement, userEvent, args }) => {
    const inSheet = await openSheet(canvasElement, 'Shop By Choice');
    await expect(inSheet.getByRole('region', { name: 'Shop By Choice' })).toBeInTheDocument();
    await expect(inSheet.getByRole('heading', { name: 'Shop By Price' })).toBeVisible();
    await expect(inSheet.getByRole('link', { name: 'Under $20' })).toHaveAttribute(
      'href',
      '/shop?pageNo=1&price=20',
    );
    await expect(inSheet.getByRole('link', { name: '$100 & Above' })).toHaveAttribute(
      'href',
      '/shop?pageNo=1&price=100-above',
    );
    await expect(inSheet.getByRole('link', { name: 'Shop All' })).toHaveAttribute('href', '/shop');
    await expect(inSheet.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseSheet).toHaveBeenCalledTimes(1);
    await carouselSettled(canvasElement);
  },
};

/** Following a sheet link closes the sheet (spec 2.10). */
export const SheetLinkCloses: Story = {
  args: designStates('five').sheetOpen,
  // Behaviour only: SheetOpen holds the sheet's picture. After the click the coverflow's side
  // slides are caught mid-transform at a sub-pixel offset that differs from run to run.
  parameters: { visual: false },
  play: async ({ canvasElement, userEvent, args }) => {
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(sheet).getByRole('link', { name: 'Under $60' }));
    await expect(args.onCloseSheet).toHaveBeenCalledTimes(1);
  },
};
