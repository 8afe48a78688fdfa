import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import CartPage from '../../engine/pages/CartPage';
import { cartItem, troyPickup, withCart } from './cartSeed';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const filled = [
  cartItem('blue-dream', '3.5g'),
  cartItem('sour-watermelon-gummies', 'N/A', 2),
  cartItem('gelato-41', '7g'),
];

/** The /cart page, connected: stores, site settings (default fixture) and route as in the app. */
const meta = {
  title: 'Cart/Cart page',
  component: CartPage,
  parameters: { route: '/cart', stores: { cart: { cartList: filled }, storeContext: troyPickup } },
  decorators: [withCart],
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const totalsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Order summary' }));

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const summary = totalsOf(canvasElement);
    await expect(summary.getByText('Pickup at: Greenleaf Market Troy')).toBeVisible();
    await expect(summary.getByText('$156.00')).toBeVisible();
    await expect(summary.getByText('Discount')).toBeVisible();
  },
};

export const FilledMobile: Story = { globals: mobile };

/** Changing a quantity or removing a line moves every total; the discount row follows. */
export const ChangesAndRemoves: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const gummies = within(canvas.getByRole('article', { name: 'Sour Watermelon Gummies' }));
    await userEvent.click(gummies.getByRole('button', { name: /^Quantity: 2/ }));
    await userEvent.click(gummies.getByRole('option', { name: '4' }));
    const summary = totalsOf(canvasElement);
    await waitFor(() => expect(summary.getByText('$192.00')).toBeVisible());

    for (const name of ['Blue Dream', 'Gelato #41']) {
      const line = within(canvas.getByRole('article', { name }));
      await userEvent.click(line.getByRole('button', { name: `Remove ${name}` }));
    }
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(summary.getByText('$72.00')).toBeVisible();
    await expect(summary.getByText('Discount')).toBeVisible();
  },
};

export const Empty: Story = {
  // Parameters merge deeply, so the empty cart is spelled out.
  parameters: { stores: { cart: { cartList: [] }, storeContext: troyPickup } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shopping cart is empty!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

/** Default site: the close popup is on, so a closed store disables checkout (spec 4.6). */
export const ClosedStore: Story = {
  parameters: {
    stores: {
      cart: { cartList: filled.slice(0, 1) },
      storeContext: { ...troyPickup, storeOpenStatus: false },
    },
  },
  play: async ({ canvas }) => {
    const checkout = canvas.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(
      canvas.getByText('Our store is currently closed. You can browse, but checkout is disabled'),
    ).toBeVisible();
  },
};

/** Spec 6: guests who reach for Move to Wishlist are asked to sign in. */
export const GuestMoveToWishlist: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const line = within(canvas.getByRole('article', { name: 'Blue Dream' }));
    await userEvent.click(line.getByRole('button', { name: 'Move to Wishlist' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Sign in required',
    });
    await expect(dialog).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
