import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import HomePage from '../../engine/pages/HomePage';
import ProductPage from '../../engine/pages/ProductPage';
import SearchPage from '../../engine/pages/SearchPage';
import ShopPage from '../../engine/pages/ShopPage';
import { troyPickup, withCart } from '../cart/cartSeed';
import { homeReady } from '../home-sections/frame';
import { AtRoute, Main, imagesLoaded } from '../catalogue/storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** Waits until the named slot shows its ad, then for every visible picture. */
async function adShown(canvasElement: HTMLElement, slot: string) {
  await waitFor(
    () =>
      expect(canvasElement.querySelector(`[data-ad-slot="${slot}"]`)).toHaveAttribute(
        'data-ad-state',
        'loaded',
      ),
    { timeout: 8000 },
  );
  await imagesLoaded(canvasElement);
}

type PageArgs = { page: ReactNode };

/**
 * The named slots inside the pages that host them, filled by the fake retail-media provider on
 * `ads-enabled` with Troy chosen (slot names in the README).
 */
const meta = {
  title: 'Ads/Slots in pages',
  args: { page: null },
  render: ({ page }) => (
    <Main>
      <AtRoute page={page} />
    </Main>
  ),
  decorators: [withCart],
  parameters: { site: 'ads-enabled', stores: { storeContext: troyPickup } },
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<PageArgs>;

/** Spec 2.5, 2.17: the search-page mobile banner under the search header. */
export const SearchMobileBanner: Story = {
  args: { page: <SearchPage /> },
  parameters: { route: '/search' },
  globals: MOBILE,
  play: async ({ canvas, canvasElement }) => {
    await adShown(canvasElement, 'search-page-mobile-banner');
    await expect(canvas.getByText('Sponsored')).toBeVisible();
    await canvas.findByRole('list', { name: 'Trending Products' }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
};

/** The home banner between the ways in and today's deals. */
export const HomeBanner: Story = {
  args: { page: <HomePage /> },
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    await adShown(canvasElement, 'home-banner');
    // The picture is of the whole first screen: the sections around the banner too.
    await homeReady({ canvasElement });
  },
};

/** A sponsored card first in the shop listing, never a product the page already lists. */
export const ShopSponsoredCard: Story = {
  args: { page: <ShopPage /> },
  parameters: { route: '/shop' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Products' }, { timeout: 8000 });
    await adShown(canvasElement, 'listing-sponsored-card');
    await expect(canvas.getByText('Sponsored')).toBeVisible();
  },
};

export const ShopSponsoredCardMobile: Story = { ...ShopSponsoredCard, globals: MOBILE };

/** A sponsored carousel under the product, recommended around it. */
export const ProductSponsoredCarousel: Story = {
  args: { page: <ProductPage /> },
  parameters: { route: '/product/blue-dream' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 8000 });
    await adShown(canvasElement, 'product-sponsored-carousel');
    await expect(canvas.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  },
};

/** ads-misconfigured: the page is whole and no slot renders (the problems go to the log). */
export const MisconfiguredSearchMobile: Story = {
  args: { page: <SearchPage /> },
  parameters: { route: '/search', site: 'ads-misconfigured' },
  globals: MOBILE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Trending Products' }, { timeout: 8000 });
    await expect(canvasElement.querySelector('[data-ad-slot]')).toBeNull();
    await imagesLoaded(canvasElement);
  },
};
