import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CheckoutOfferSlot } from '../../engine/shell/CheckoutOfferSlot';
import { useOpenCheckoutOffer } from '../../engine/viewmodels/checkoutOffer/offerHistory';
import { loadingHandler } from '../../fixtures/mocks/handlers';
import { cartItem, troyPickup, withCart } from '../cart/cartSeed';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The cart sidebar's Checkout does this when the CMS offer is on; the slot does the rest. */
function OfferHarness() {
  const open = useOpenCheckoutOffer();
  return (
    <>
      <button type="button" onClick={open}>
        Open the offer
      </button>
      <CheckoutOfferSlot />
    </>
  );
}

/** The connected modal over the mock backend: real product filter, stores and site settings. */
const meta = {
  title: 'Checkout offer/Connected',
  component: OfferHarness,
  parameters: {
    route: '/cart',
    stores: { cart: { cartList: [cartItem('blue-dream', '3.5g')] }, storeContext: troyPickup },
  },
  decorators: [withCart],
} satisfies Meta<typeof OfferHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The offer's dialog: its variant's chunk loads with the first opening, which can take over the
 * default second while another story file runs beside this one. */
const offerDialog = (canvasElement: HTMLElement, name: string) =>
  body(canvasElement).findByRole('dialog', { name }, { timeout: 5_000 });

const cardNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Default site: the CMS slugs in CMS order; "discontinued-gummies" is not sold, so dropped. */
export const FromCmsSlugs: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the offer' }));
    const dialog = await offerDialog(canvasElement, 'Checkout Offer');
    await waitFor(() => expect(cardNames(dialog)).toHaveLength(4));
    await expect(cardNames(dialog)).toEqual([
      'Peach Rings',
      'Blue Dream Pre Roll',
      'Hemp Rolling Papers King Size',
      'Torch Lighter',
    ]);
    // Troy is open (the story clock's Wednesday afternoon): checkout is allowed (spec 4.6).
    await expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
};

export const FromCmsSlugsMobile: Story = { ...FromCmsSlugs, globals: mobile };

/** Cart-based: more flower, without the Blue Dream already in the cart. */
export const CartBased: Story = {
  parameters: { site: 'checkout-offer-cart' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the offer' }));
    const dialog = await offerDialog(canvasElement, 'Pairs well with your cart');
    await waitFor(() => expect(cardNames(dialog).length).toBeGreaterThan(1));
    await expect(cardNames(dialog)).not.toContain('Blue Dream');
    await expect(within(dialog).getAllByText(/^Flower/).length).toBe(cardNames(dialog).length);
  },
};

export const NoneFound: Story = {
  parameters: { site: 'checkout-offer-none' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the offer' }));
    const dialog = await offerDialog(canvasElement, 'Checkout Offer');
    await expect(await within(dialog).findByText('Looks like no product found.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [loadingHandler('productFilter')] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the offer' }));
    const dialog = await offerDialog(canvasElement, 'Checkout Offer');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Loading offers');
  },
};

/** Spec 4.7: a product link closes the modal (the route changes under it). */
export const ProductLinkCloses: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the offer' }));
    const dialog = await offerDialog(canvasElement, 'Checkout Offer');
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Torch Lighter' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

/** The close button steps back off the offer's own history entry. */
export const CloseButtonCloses: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the offer' }));
    const dialog = await offerDialog(canvasElement, 'Checkout Offer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Open the offer' })).toHaveFocus();
  },
};

/** Spec 4.6: the default site's close popup is on and Troy is closed, so Checkout is disabled. */
export const ClosedStore: Story = {
  parameters: {
    stores: {
      cart: { cartList: [cartItem('blue-dream', '3.5g')] },
      storeContext: { ...troyPickup, storeOpenStatus: false },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the offer' }));
    const dialog = await offerDialog(canvasElement, 'Checkout Offer');
    const checkout = within(dialog).getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(
      within(dialog).getByText(
        'Our store is currently closed. You can browse, but checkout is disabled',
      ),
    ).toBeVisible();
    await waitFor(() => expect(cardNames(dialog)).toHaveLength(4));
  },
};
