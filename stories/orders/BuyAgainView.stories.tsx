import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { buyAgainItem, buyAgainLines } from '../../engine/pages/orders/ordersPage';
import BuyAgainView from '../../variants/orders/BuyAgainView';
import { imagesLoaded, inPageFrame } from '../catalogue/storyHelpers';
import { MOBILE } from '../viewports';
import { expectGuestSignIn, expectNoOrdersYet, ORDER_HISTORY_DOWN } from './ordersNoticePlays';
import { BUY_AGAIN_ROWS, demoOrderRecords } from './ordersSeed';

/** The demo shopper's orders as GET /orders answers them, each product once, as Buy Again maps them. */
const demoItems = () => buyAgainLines(demoOrderRecords()).map(buyAgainItem);

const meta = {
  title: 'Orders/BuyAgainView',
  component: BuyAgainView,
  args: {
    status: 'ready',
    items: demoItems(),
    errorMessage: '',
    shopHref: '/shop',
    onAddToCart: fn(),
    onSignIn: fn(),
  },
  decorators: [inPageFrame],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof BuyAgainView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each product once, newest order first, as saved-items rows without "Remove". */
export const Products: Story = {
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('article');
    await expect(items.map((item) => item.getAttribute('aria-labelledby'))).toEqual(BUY_AGAIN_ROWS);
    const blueDream = within(canvas.getByRole('article', { name: 'Blue Dream' }));
    await expect(blueDream.getByText('Flower · 3.5g')).toBeVisible();
    await expect(blueDream.getByText('$35.00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** "Add to Cart" reports the product's key, which the page turns back into its order line. */
export const AddsToCart: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart: Gelato #41' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('order:gelato-41');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await imagesLoaded(canvasElement);
  },
};

export const ProductsMobile: Story = {
  globals: MOBILE,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Add to Cart: Blue Dream' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** No orders yet: the orders notice with a way to the site's shop. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => expectNoOrdersYet(canvas),
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your items');
  },
};

/** Spec 8: the server's own message. */
export const Error: Story = {
  args: { status: 'error', items: [], errorMessage: ORDER_HISTORY_DOWN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ORDER_HISTORY_DOWN);
  },
};

/** Spec 6: guests are asked to sign in; the button reports it. */
export const Guest: Story = {
  args: { status: 'guest', items: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expectGuestSignIn(
      canvas,
      userEvent,
      args.onSignIn,
      'Sign in to see the products you bought before.',
    );
  },
};
