import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import CartReview from '../../variants/cart/CartReview';
import {
  cartLines,
  cartSidebarArgs,
  cartTotalsData,
  storeSummaries,
} from '../../variants/cart/fixtures';
import type { StoreSummaryData } from '../../variants/cart/types';
import { imagesLoaded, pageColumn } from '../catalogue/storyHelpers';
import { MOBILE } from '../viewports';
import { cartHandlers } from './cartHandlers';

type ReviewData = Pick<
  ComponentProps<typeof CartReview>,
  'lines' | 'itemCount' | 'totals' | 'checkout' | 'store'
>;

/** The cart page holds the same cart as the sidebar fixture, with the store always shown. */
const review = (
  cart: (typeof cartSidebarArgs)[keyof typeof cartSidebarArgs],
  store: StoreSummaryData,
): ReviewData => ({
  lines: cart.lines,
  itemCount: cart.itemCount,
  totals: cart.totals,
  checkout: cart.checkout,
  store,
});

/** The /cart page body alone, from fixture props; the connected page is Cart/Cart page. */
const meta = {
  title: 'Cart/CartReview',
  component: CartReview,
  decorators: [pageColumn],
  args: {
    ...review(cartSidebarArgs.manyItems, storeSummaries.pickup),
    shopHref: '/shop',
    ...cartHandlers(),
  },
  // Line pictures load lazily; the screenshot waits for the ones in view.
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
  },
} satisfies Meta<typeof CartReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Order summary' }));

/** Several lines with their line totals, the store and the totals; every action goes out. */
export const Items: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Items (5 items)' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const preRoll = within(canvas.getByRole('article', { name: 'Sunset Sherbet Pre-Roll' }));
    await expect(preRoll.getByText('Line total')).toBeInTheDocument();
    await expect(preRoll.getByText('$24.00')).toBeVisible();
    const summary = summaryOf(canvasElement);
    await expect(
      summary.getByRole('heading', { name: 'Pickup at: Greenleaf Ferndale' }),
    ).toBeVisible();
    await expect(summary.getByText('$163.24')).toBeVisible();
    await expect(summary.queryByText('Discount')).toBeNull();
    await expect(summary.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );

    await userEvent.click(preRoll.getByRole('button', { name: 'Remove Sunset Sherbet Pre-Roll' }));
    await expect(args.onRemove).toHaveBeenCalledWith(cartLines.preRoll.key);
    await userEvent.click(preRoll.getByRole('button', { name: 'Save for Later' }));
    await expect(args.onSaveForLater).toHaveBeenCalledWith(cartLines.preRoll.key);
    await userEvent.click(preRoll.getByRole('button', { name: 'Move to Wishlist' }));
    await expect(args.onMoveToWishlist).toHaveBeenCalledWith(cartLines.preRoll.key);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await userEvent.click(summary.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    // Checkout keeps focus; its ring is not part of this state's picture.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await imagesLoaded(canvasElement);
  },
};

/** Phones: lines and the summary in one column. */
export const ItemsMobile: Story = {
  globals: MOBILE,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Items (5 items)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** One edible line of three units (no "Weight :"), for delivery; the quantity picker reports. */
export const EdibleDelivery: Story = {
  args: review(cartSidebarArgs.edible, storeSummaries.delivery),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Items (3 items)' })).toBeVisible();
    const line = within(canvas.getByRole('article', { name: 'Watermelon Gummies 100mg' }));
    await expect(line.queryByText('Weight :')).toBeNull();
    await expect(
      summaryOf(canvasElement).getByText('Delivery to 2145 Crooks Rd, Troy, MI 48084'),
    ).toBeVisible();
    await userEvent.click(line.getByRole('button', { name: /^Quantity: 3/ }));
    await userEvent.click(canvas.getByRole('option', { name: '5' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(cartLines.edible.key, 5);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await imagesLoaded(canvasElement);
  },
};

/** A single unit: "1 item", singular. */
export const OneItem: Story = {
  args: review(cartSidebarArgs.oneItem, storeSummaries.pickup),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Items (1 item)' })).toBeVisible();
    await expect(summaryOf(canvasElement).getByText('$37.10')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** A special's link on its line, the Discount row, and no store chosen yet. */
export const DiscountNoStore: Story = {
  args: review(cartSidebarArgs.discount, storeSummaries.none),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const summary = summaryOf(canvasElement);
    await expect(summary.getByText('Discount')).toBeVisible();
    await expect(summary.getByText(cartTotalsData.discount.discount ?? '')).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Select a Store' })).toHaveAttribute(
      'href',
      '/find-a-dispensary',
    );
    await userEvent.click(canvas.getByRole('link', { name: '10% off Flower Fridays' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/search/deals/flower-fridays');
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await imagesLoaded(canvasElement);
  },
};

/** Spec 4.6: checkout disabled while the store is closed, with the reason beside it. */
export const ClosedStore: Story = {
  args: review(cartSidebarArgs.closedStore, storeSummaries.pickup),
  play: async ({ canvasElement }) => {
    const checkout = summaryOf(canvasElement).getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(
      'Our store is currently closed. You can browse, but checkout is disabled',
    );
    await imagesLoaded(canvasElement);
  },
};

/** The store still loading: a skeleton in the summary. */
export const StoreLoading: Story = {
  args: review(cartSidebarArgs.limited, storeSummaries.loading),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Your store' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await imagesLoaded(canvasElement);
  },
};

/** Spec 2.12, 8: "Shopping cart is empty!" and the way back to the shop. */
export const Empty: Story = {
  args: review(cartSidebarArgs.empty, storeSummaries.pickup),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shopping cart is empty!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
  },
};
