import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { newestFirst, orderCardData } from '../../engine/pages/orders/ordersPage';
import OrdersView from '../../variants/orders/OrdersView';
import { imagesLoaded, inPageFrame } from '../catalogue/storyHelpers';
import { MOBILE } from '../viewports';
import { expectGuestSignIn, expectNoOrdersYet, ORDER_HISTORY_DOWN } from './ordersNoticePlays';
import { demoOrderRecords } from './ordersSeed';

/** The demo shopper's orders as GET /orders answers them, mapped as Your Orders does. */
const orders = newestFirst(demoOrderRecords()).map(orderCardData);
const [newest] = orders;
if (newest === undefined) throw new globalThis.Error('The demo shopper has no seeded orders');

const meta = {
  title: 'Orders/OrdersView',
  component: OrdersView,
  args: {
    status: 'ready',
    orders,
    errorMessage: '',
    shopHref: '/shop',
    onSignIn: fn(),
  },
  decorators: [inPageFrame],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof OrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; each card's facts sit in one row from tablets up, its lines below. */
export const Orders: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = within(canvas.getByRole('list', { name: 'Your orders' }));
    await expect(
      list.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Order #10482 Ready for pickup', 'Order #10217 Completed', 'Order #9876 Completed']);
    const first = within(list.getByRole('article', { name: 'Order #10482 Ready for pickup' }));
    await expect(first.getByText('Jun 12, 2025')).toBeVisible();
    await expect(first.getByText('Greenleaf Market Troy')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Blue Dream' })).toHaveAttribute(
      'href',
      '/product/blue-dream',
    );
    await expect(first.getByText('3.5g · Qty 2')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Phones: the facts in two columns. */
export const OrdersMobile: Story = { ...Orders, globals: MOBILE };

/** Long product and store names must wrap inside the card, prices stay on one line. */
const longOrder = {
  ...newest,
  status: 'Ready for pickup at the express window',
  store: 'Greenleaf Market Troy – Big Beaver Road Express Pickup Center',
  lines: newest.lines.map((line, index) =>
    index === 0
      ? {
          ...line,
          name: 'Strawberry Lemonade Live Resin Sugar Wax Small Batch Reserve Limited Harvest Edition',
          price: '$1,250.00',
        }
      : line,
  ),
};

export const LongTextsMobile: Story = {
  args: { orders: [longOrder] },
  globals: MOBILE,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(longOrder.store)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Strawberry Lemonade/ })).toBeVisible();
    await expect(canvas.getByText('$1,250.00')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** No orders yet: a way to the site's shop. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => expectNoOrdersYet(canvas),
};

export const Loading: Story = {
  args: { status: 'loading', orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadingMobile: Story = { ...Loading, globals: MOBILE };

/** Spec 8: the server's own message. */
export const Error: Story = {
  args: {
    status: 'error',
    orders: [],
    errorMessage: ORDER_HISTORY_DOWN,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ORDER_HISTORY_DOWN);
  },
};

/** Spec 6: guests are asked to sign in; the button reports it. */
export const Guest: Story = {
  args: { status: 'guest', orders: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expectGuestSignIn(canvas, userEvent, args.onSignIn, 'Sign in to see your orders.');
  },
};
