import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AbandonedCartModal } from '../../engine/abandonedCart/AbandonedCartModal';
import { cartItem, troyPickup, withCart } from '../cart/cartSeed';
import { STORY_TOKEN } from './notificationsSeed';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The abandoned-cart prompt (showAbandonedCartModel): back to the cart, or not now. */
const meta = {
  title: 'Notifications/AbandonedCartModal',
  component: AbandonedCartModal,
  parameters: {
    route: '/',
    stores: {
      session: { sessionHandle: STORY_TOKEN },
      storeContext: troyPickup,
      cart: { cartList: [cartItem('blue-dream', '3.5g', 2), cartItem('gelato-41', '3.5g')] },
      notifications: { showAbandonedCartModel: true },
    },
  },
  decorators: [withCart],
} satisfies Meta<typeof AbandonedCartModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Your cart is waiting' });

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal).toHaveAccessibleDescription(
      'You left 3 items in your cart. Pick up where you left off.',
    );
    await expect(within(modal).getByRole('button', { name: 'View cart' })).toBeVisible();
  },
};

export const OpenMobile: Story = { ...Open, globals: mobile };

export const NotNowCloses: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(within(modal).getByRole('button', { name: 'Not now' }));
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('dialog', {
        name: 'Your cart is waiting',
      }),
    ).toBeNull();
  },
};
