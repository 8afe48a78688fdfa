import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import AccountPage from '../../engine/pages/AccountPage';
import { errorHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { withCart } from '../cart/cartSeed';
import { expectNoOrdersYet, ORDER_HISTORY_DOWN } from './ordersNoticePlays';
import { BUY_AGAIN_ROWS, demoOrders, noOrders, STORY_TOKEN } from './ordersSeed';
import { expectPageAlert } from '../pageAlert';
import { expectSignInRequired, guestAtTroy, signedInAtTroy } from '../shopperSession';
import { MOBILE } from '../viewports';

const signedIn = signedInAtTroy(STORY_TOKEN);

/** Your Orders and Buy Again, connected: route, stores, sign-in prompt and the mock backend. */
const meta = {
  title: 'Orders/Pages',
  component: AccountPage,
  parameters: { route: '/your-order', stores: signedIn, msw: [demoOrders] },
  decorators: [withCart],
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YourOrders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Orders', level: 1 })).toBeVisible();
    const orders = within(await canvas.findByRole('list', { name: 'Your orders' }));
    await expect(
      orders.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Order #10482 Ready for pickup', 'Order #10217 Completed', 'Order #9876 Completed']);
    await expect(orders.getByText('Jun 12, 2025')).toBeVisible();
    await expect(orders.getByText('Greenleaf Market Troy')).toBeVisible();
  },
};

export const YourOrdersMobile: Story = { ...YourOrders, globals: MOBILE };

export const YourOrdersEmpty: Story = {
  parameters: { msw: [noOrders] },
  play: async ({ canvas }) => expectNoOrdersYet(canvas),
};

export const YourOrdersEmptyMobile: Story = { ...YourOrdersEmpty, globals: MOBILE };

export const YourOrdersLoading: Story = {
  parameters: { msw: [loadingHandler('orders')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
  },
};

export const YourOrdersLoadingMobile: Story = { ...YourOrdersLoading, globals: MOBILE };

/** Spec 8: the server's own message is shown. */
export const YourOrdersError: Story = {
  parameters: { msw: [errorHandler('orders', 503, ORDER_HISTORY_DOWN)] },
  play: async ({ canvas }) => {
    await expectPageAlert(canvas, ORDER_HISTORY_DOWN);
  },
};

/** Spec 6: guests get the sign-in-required modal and an inline sign-in state. */
export const YourOrdersGuest: Story = {
  parameters: { stores: guestAtTroy },
  play: async ({ canvas, canvasElement }) => {
    await expectSignInRequired(canvas, canvasElement, 'Sign in to see your orders.');
  },
};

/** Each product once, newest order first; "Add to Cart" puts one unit of that option in the cart. */
export const BuyAgain: Story = {
  parameters: { route: '/buy-again' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Buy Again', level: 1 })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
    await expect(
      canvas.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')),
    ).toEqual(BUY_AGAIN_ROWS);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart: Blue Dream' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Blue Dream (3.5g) added to your cart.',
      ),
    ).toBeVisible();
  },
};

export const BuyAgainMobile: Story = {
  parameters: { route: '/buy-again' },
  globals: MOBILE,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
  },
};

export const BuyAgainEmpty: Story = {
  parameters: { route: '/buy-again', msw: [noOrders] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no orders yet.')).toBeVisible();
  },
};

export const BuyAgainLoading: Story = {
  parameters: { route: '/buy-again', msw: [loadingHandler('orders')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your items');
  },
};

export const BuyAgainGuest: Story = {
  parameters: { route: '/buy-again', stores: guestAtTroy },
  play: async ({ canvas, canvasElement }) => {
    await expectSignInRequired(
      canvas,
      canvasElement,
      'Sign in to see the products you bought before.',
    );
  },
};
