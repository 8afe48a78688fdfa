import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import CheckoutOfferModal from '../../variants/checkout-offer/CheckoutOfferModal';
import { checkoutOfferArgs } from '../../variants/checkout-offer/fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const meta = {
  title: 'Checkout offer/CheckoutOfferModal',
  component: CheckoutOfferModal,
  args: {
    ...checkoutOfferArgs.slugs,
    onNavigate: fn(),
    onAddToCart: fn(),
    onCheckout: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CheckoutOfferModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Checkout Offer' });

/** CMS slugs, in CMS order; 4 per view from 640 px (spec 9). */
export const FromSlugs: Story = {
  play: async ({ canvasElement }) => {
    const modal = within(dialog(canvasElement));
    await expect(
      modal.getByText('Complete your purchase to take advantage of this special offer!'),
    ).toBeVisible();
    const names = modal.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual([
      'Peach Rings 100mg',
      'Blue Dream Pre-Roll',
      'Hemp Rolling Papers King Size',
      'Torch Lighter',
    ]);
    const checkout = modal.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeEnabled();
    await expect(checkout).toHaveFocus();
  },
};

/** "Checkout" and a card's "Add to cart" are the engine's to handle. */
export const Actions: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const modal = within(dialog(canvasElement));
    await expect(modal.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await userEvent.click(modal.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('button', { name: 'Add to cart: Torch Lighter' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('torch-lighter');
  },
};

/** Spec 4.7: any link closes the modal; the engine is told where the shopper went. */
export const LinkClickCloses: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const modal = within(dialog(canvasElement));
    await userEvent.click(modal.getByRole('link', { name: 'Peach Rings 100mg' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/product/peach-rings');
    await userEvent.click(modal.getByRole('link', { name: 'View Cart' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/cart');
  },
};

/** Spec 4.7: persistent — neither a backdrop click nor Escape closes it. */
export const Persistent: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const element = dialog(canvasElement);
    // A click whose target is the <dialog> itself is a backdrop click.
    fireEvent.click(element);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(element).toBeVisible();
    await userEvent.click(within(element).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Spec 9: two cards per view below 640 px. */
export const FromSlugsMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const region = within(dialog(canvasElement)).getByRole('region', { name: 'Checkout Offer' });
    // Swiper lays slides out after the viewport settles.
    const visible = () =>
      within(region)
        .getAllByRole('group')
        .filter((slide) => {
          const box = slide.getBoundingClientRect();
          const frame = region.getBoundingClientRect();
          return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
        });
    await waitFor(() => expect(visible()).toHaveLength(2));
  },
};

export const FromSlugsTablet: Story = { globals: tablet };

export const CartBased: Story = {
  args: checkoutOfferArgs.cartBased,
  play: async ({ canvasElement }) => {
    const modal = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', {
        name: 'Pairs well with your cart',
      }),
    );
    await expect(modal.getAllByRole('group')).toHaveLength(6);
  },
};

export const CartBasedMobile: Story = { ...CartBased, globals: mobile };

/** Spec 2.13, §8: "Looks like no product found." */
export const NoneFound: Story = {
  args: checkoutOfferArgs.none,
  play: async ({ canvasElement }) => {
    const modal = within(dialog(canvasElement));
    await expect(modal.getByText('Looks like no product found.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Checkout' })).toBeVisible();
  },
};

export const NoneFoundMobile: Story = { ...NoneFound, globals: mobile };

export const Loading: Story = {
  args: checkoutOfferArgs.loading,
  play: async ({ canvasElement }) => {
    const modal = within(dialog(canvasElement));
    await expect(modal.getByRole('status')).toHaveTextContent('Loading offers');
    await expect(modal.getAllByTestId('product-card-skeleton')).toHaveLength(4);
  },
};

export const LoadingMobile: Story = { ...Loading, globals: mobile };

/** Spec 4.6: the store is closed, so "Checkout" is disabled and says why; View Cart still works. */
export const ClosedStore: Story = {
  args: checkoutOfferArgs.closedStore,
  play: async ({ canvasElement, userEvent, args }) => {
    const modal = within(dialog(canvasElement));
    const checkout = modal.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(
      'Our store is currently closed. You can browse, but checkout is disabled',
    );
    await expect(modal.getByRole('link', { name: 'View Cart' })).toHaveFocus();
    await userEvent.click(checkout);
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const ClosedStoreMobile: Story = { ...ClosedStore, globals: mobile };
