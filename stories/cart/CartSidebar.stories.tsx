import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import CartSidebar from '../../variants/cart/CartSidebar';
import { cartLines, cartSidebarArgs } from '../../variants/cart/fixtures';
import { MOBILE } from '../viewports';
import { cartHandlers } from './cartHandlers';

const meta = {
  title: 'Cart/CartSidebar',
  component: CartSidebar,
  args: {
    ...cartSidebarArgs.oneItem,
    onClose: fn(),
    ...cartHandlers(),
  },
} satisfies Meta<typeof CartSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: cartSidebarArgs.empty,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Shopping Cart (0)' })).toBeVisible();
    await expect(canvas.getByText('Shopping cart is empty!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue Shopping' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const OneItem: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const line = within(canvas.getByRole('article', { name: 'Blue Dream' }));
    await expect(line.getByRole('link', { name: 'Blue Dream' })).toHaveAttribute(
      'href',
      '/product/blue-dream',
    );
    await expect(line.getByText('Weight :')).toBeVisible();
    await expect(line.getByText('Price :')).toHaveTextContent('Price : $35.00');
    await expect(canvas.queryByText('Discount')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    await userEvent.click(line.getByRole('button', { name: 'Remove Blue Dream' }));
    await expect(args.onRemove).toHaveBeenCalledWith(cartLines.flower.key);
  },
};

export const ManyItems: Story = {
  args: cartSidebarArgs.manyItems,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Shopping Cart (5)' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('Pickup at: Greenleaf Ferndale')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
  },
};

export const ManyItemsMobile: Story = { ...ManyItems, globals: MOBILE };

/** Spec 2.12: edibles show no "Weight :" line. */
export const EdibleItem: Story = {
  args: cartSidebarArgs.edible,
  play: async ({ canvas }) => {
    const line = within(canvas.getByRole('article', { name: 'Watermelon Gummies 100mg' }));
    await expect(line.queryByText('Weight :')).toBeNull();
    await expect(line.getByRole('button', { name: /^Quantity: 3/ })).toBeVisible();
    await expect(canvas.getByText('Delivery to 2145 Crooks Rd, Troy, MI 48084')).toBeVisible();
  },
};

/** The special's link, and the Discount row that only shows above 0. */
export const Discount: Story = {
  args: cartSidebarArgs.discount,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '10% off Flower Fridays' })).toHaveAttribute(
      'href',
      '/search/deals/flower-fridays',
    );
    await expect(canvas.getByRole('link', { name: 'Select a Store' })).toHaveAttribute(
      'href',
      '/find-a-dispensary',
    );
    await expect(canvas.getByText('Discount')).toBeVisible();
    await expect(canvas.getByText('−$6.00')).toBeVisible();
  },
};

/** Spec 4.6: checkout disabled while the store is closed, with the reason shown. */
export const ClosedStore: Story = {
  args: cartSidebarArgs.closedStore,
  play: async ({ canvas, args }) => {
    const checkout = canvas.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(
      'Our store is currently closed. You can browse, but checkout is disabled',
    );
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const ClosedStoreMobile: Story = { ...ClosedStore, globals: MOBILE };

/** Spec 2.12: "Quantity: N" opens a list from 1 to maxQuantity. */
export const QuantityPickerOpen: Story = {
  args: cartSidebarArgs.limited,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Quantity: 1/ }));
    const list = canvas.getByRole('listbox', { name: 'Quantity for Live Rosin Badder' });
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3']);
    await expect(within(list).getByRole('option', { name: '1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const QuantityPickerOpenMobile: Story = {
  ...QuantityPickerOpen,
  args: cartSidebarArgs.oneItem,
  globals: MOBILE,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Quantity: 1/ }));
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(20);
  },
};

/** Choosing sets the quantity and closes the list; Escape closes the list, not the drawer. */
export const ChoosesQuantity: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /^Quantity: 1/ });
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('option', { name: '4' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(cartLines.flower.key, 4);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(cartLines.flower.key, 3);
  },
};

export const LineActions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move to Wishlist' }));
    await expect(args.onMoveToWishlist).toHaveBeenCalledWith(cartLines.flower.key);
    await userEvent.click(canvas.getByRole('button', { name: 'Save for Later' }));
    await expect(args.onSaveForLater).toHaveBeenCalledWith(cartLines.flower.key);
    await userEvent.click(canvas.getByRole('link', { name: 'Blue Dream' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/product/blue-dream');
  },
};
