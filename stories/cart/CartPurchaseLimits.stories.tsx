import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import CartPage from '../../engine/pages/CartPage';
import CartSidebarConnected from '../../engine/shell/CartSidebarConnected';
import { setMenuType } from '../../engine/stores/storeContext';
import { useStores } from '../../engine/stores/StoresProvider';
import { usePurchaseLimitRecheck } from '../../engine/viewmodels/cart/usePurchaseLimitRecheck';
import { MOBILE } from '../viewports';
import { cartItem, troyPickup, withCart } from './cartSeed';

/**
 * The cart page with the shell's re-check (mounted by SiteLayout in the app) and a story-only
 * button standing in for the store selector's menu-type choice.
 */
function CartWithMenuSwitch() {
  usePurchaseLimitRecheck();
  const { storeContext } = useStores();
  return (
    <>
      <button type="button" onClick={() => setMenuType(storeContext, 'RECREATIONAL')}>
        Switch to the recreational menu
      </button>
      <CartPage />
    </>
  );
}

const toast = (kind: 'error' | 'warning') => document.querySelector(`.Toastify__toast--${kind}`);

/** The /cart page and the cart drawer on the Arizona and Michigan fixture sites (purchaseLimitsCms). */
const meta = {
  title: 'Cart/Purchase limits',
  component: CartWithMenuSwitch,
  parameters: {
    route: '/cart',
    site: 'limits-arizona',
    stores: {
      cart: {
        cartList: [
          cartItem('blue-dream', '3.5g', 2),
          cartItem('shatter-granddaddy-purple', '1g'),
          cartItem('sour-watermelon-gummies', 'N/A'),
        ],
      },
      storeContext: troyPickup,
    },
  },
  decorators: [withCart],
} satisfies Meta<typeof CartWithMenuSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Order summary' }));

/** A meter per limit the cart touches (the gummies touch none), with the rule's source. */
export const CartPageMeters: Story = {
  play: async ({ canvasElement }) => {
    const summary = summaryOf(canvasElement);
    const total = summary.getByRole('progressbar', { name: 'Cannabis' });
    await expect(total).toHaveAttribute('aria-valuetext', '8 g of 28.4 g per order');
    await expect(summary.getByRole('progressbar', { name: 'Concentrate' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await expect(summary.getByText(/^Arizona limits for recreational orders\./)).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
};

export const CartPageMetersMobile: Story = { ...CartPageMeters, globals: MOBILE };

/** A higher quantity past the limit is refused before the cart changes, with what is left. */
export const RefusesQuantityPastLimit: Story = {
  parameters: {
    stores: { cart: { cartList: [cartItem('blue-dream', '3.5g', 7)] }, storeContext: troyPickup },
  },
  play: async ({ canvas, userEvent }) => {
    const line = within(canvas.getByRole('article', { name: 'Blue Dream' }));
    await userEvent.click(line.getByRole('button', { name: /^Quantity: 7/ }));
    await userEvent.click(line.getByRole('option', { name: '9' }));
    await waitFor(() =>
      expect(toast('error')).toHaveTextContent(
        'This would go over Arizona’s Cannabis limit: 28.4 g per order. You can add 3.8 g more.',
      ),
    );
    await expect(line.getByRole('button', { name: /^Quantity: 7/ })).toBeVisible();
  },
};

/**
 * 35 g of flower fits the medical limit (2.5 oz); the recreational one is 1 oz. After the switch
 * the shopper is told which lines are over, and checkout waits until the cart fits again.
 */
export const OverAfterMenuSwitch: Story = {
  parameters: {
    stores: {
      cart: { cartList: [cartItem('blue-dream', '7g', 5)] },
      storeContext: { ...troyPickup, menuType: 'MEDICAL' },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = summaryOf(canvasElement);
    await expect(summary.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to the recreational menu' }));
    const reason =
      'Your cart is over Arizona’s recreational Cannabis limit (28.4 g per order; it holds 35 g): ' +
      'Blue Dream 7g × 5. Remove items or lower quantities to check out.';
    await waitFor(() => expect(toast('warning')).toHaveTextContent(reason));
    const checkout = summary.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(reason);

    const line = within(canvas.getByRole('article', { name: 'Blue Dream' }));
    await userEvent.click(line.getByRole('button', { name: /^Quantity: 5/ }));
    await userEvent.click(line.getByRole('option', { name: '4' }));
    await waitFor(() => expect(summary.getByRole('button', { name: 'Checkout' })).toBeEnabled());
  },
};

/** The drawer shows the same meters between its lines and its totals (Michigan's limits). */
export const SidebarMeters: Story = {
  render: () => <CartSidebarConnected />,
  parameters: {
    site: 'limits-michigan',
    stores: {
      cart: {
        cartList: [cartItem('blue-dream', '3.5g', 2), cartItem('shatter-granddaddy-purple', '1g')],
      },
      storeContext: troyPickup,
      notifications: { isNotificationCartSidebarOpen: true },
    },
  },
  play: async ({ canvasElement }) => {
    const drawer = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Shopping Cart (3)',
      }),
    );
    await expect(drawer.getByRole('progressbar', { name: 'Cannabis' })).toHaveAttribute(
      'aria-valuetext',
      '8 g of 70.9 g per order',
    );
    await expect(drawer.getByText(/^Michigan limits for recreational orders\./)).toBeVisible();
  },
};

export const SidebarMetersMobile: Story = { ...SidebarMeters, globals: MOBILE };
