import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ListsPage from '../../engine/pages/ListsPage';
import { fixedHandler } from '../../fixtures/mocks/handlers';
import { products } from '../../fixtures/data/products';
import { cartItem, withCart } from '../cart/cartSeed';
import { expectSignInRequired, guestAtTroy, signedInAtTroy } from '../shopperSession';
import { MOBILE } from '../viewports';

/** The seeded shopper's lists, as GET /wishlists answers for a signed-in token. */
const wishlists = fixedHandler('wishlists', {
  statusCode: 200,
  data: {
    wishlistItems: [
      {
        slug: 'weekend-picks',
        listName: 'Weekend Picks',
        productSlugs: ['blue-dream', 'sour-watermelon-gummies', 'strawberry-cough-cartridge'],
      },
      { slug: 'my-wishlist', listName: '', productSlugs: ['relief-balm-menthol'] },
      { slug: 'gift-ideas', listName: '', productSlugs: [] },
    ],
    wishlistProductsCount: 4,
  },
});

const recommended = fixedHandler('recommendedProducts', {
  statusCode: 200,
  data: { data: products.slice(0, 3), total: 3 },
});

const signedIn = signedInAtTroy('story-token');

/** The saved-items pages, connected: route, stores, sign-in prompt and the mock backend. */
const meta = {
  title: 'Lists/Pages',
  component: ListsPage,
  parameters: { route: '/your-list', stores: signedIn, msw: [wishlists, recommended] },
  decorators: [withCart],
} satisfies Meta<typeof ListsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YourList: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your List', level: 1 })).toBeVisible();
    const lists = within(await canvas.findByRole('list', { name: 'Your lists' }));
    await expect(lists.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/your-list/my-wishlist',
      '/your-list/weekend-picks',
      '/your-list/gift-ideas',
    ]);
    await expect(lists.getByRole('link', { name: /No name/ })).toBeVisible();
  },
};

export const YourListMobile: Story = { ...YourList, globals: MOBILE };

/** Lines moved from the cart come first, then the server list's products. */
export const MyWishlist: Story = {
  parameters: {
    route: '/your-list/my-wishlist',
    stores: { ...signedIn, wishlist: { wishlistLines: [cartItem('blue-dream', '3.5g')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Blue Dream' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
  },
};

export const NamedList: Story = {
  parameters: { route: '/your-list/weekend-picks' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Weekend Picks', level: 1 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
  },
};

/** "Move to Cart" puts the saved line back in the cart with its quantity. */
export const SavedForLater: Story = {
  parameters: {
    route: '/save-for-later',
    stores: {
      ...signedIn,
      wishlist: {
        savedForLater: [cartItem('gelato-41', '7g', 2), cartItem('sour-watermelon-gummies', 'N/A')],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Move to Cart: Gelato #41' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
  },
};

export const SavedForLaterEmpty: Story = {
  parameters: { route: '/save-for-later' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing saved for later yet.')).toBeVisible();
  },
};

export const SavedForLaterEmptyMobile: Story = { ...SavedForLaterEmpty, globals: MOBILE };

export const KeepShoppingFor: Story = {
  parameters: { route: '/keep-shopping-for' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
  },
};

/** Spec 6: guests get the sign-in-required modal and an inline sign-in state. */
export const Guest: Story = {
  parameters: { stores: guestAtTroy },
  play: async ({ canvas, canvasElement }) => {
    await expectSignInRequired(canvas, canvasElement, 'Sign in to see your lists and saved items.');
  },
};
