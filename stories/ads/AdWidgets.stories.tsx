import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AdSlot } from '../../engine/shell/AdSlot';
import BannerAd from '../../variants/ads/BannerAd';
import SponsoredCarousel from '../../variants/ads/SponsoredCarousel';
import SponsoredProductCard from '../../variants/ads/SponsoredProductCard';
import type { AdView } from '../../variants/ads/types';
import ProductGrid from '../../variants/catalogue/ProductGrid';
import { productCardGrid } from '../../variants/product-cards/fixtures';
import { troyPickup, withCart } from '../cart/cartSeed';
import { PageFrame, imagesLoaded } from '../catalogue/storyHelpers';

const viewport = (value: 'mobile' | 'tablet' | 'desktop') => ({
  viewport: { value, isRotated: false },
});

const TABLET = viewport('tablet');
const MOBILE = viewport('mobile');

type WidgetArgs = { view: AdView };

function BannerInPage({ view }: WidgetArgs) {
  return (
    <PageFrame>
      <BannerAd view={view} collapsed={false} slot="home-banner" width={728} height={90} />
    </PageFrame>
  );
}

function CardInGrid({ view }: WidgetArgs) {
  return (
    <PageFrame>
      <ProductGrid
        products={productCardGrid.slice(1, 8)}
        loading={false}
        skeletonCount={8}
        label="Products"
        onAddToCart={fn()}
        leading={
          <SponsoredProductCard
            view={view}
            collapsed={false}
            slot="listing-sponsored-card"
            element="li"
            product={view === 'loading' ? null : (productCardGrid[0] ?? null)}
            onAddToCart={fn()}
          />
        }
      />
    </PageFrame>
  );
}

function CarouselInPage({ view }: WidgetArgs) {
  return (
    <PageFrame>
      <SponsoredCarousel
        view={view}
        collapsed={false}
        slot="product-sponsored-carousel"
        title="Featured products"
        products={view === 'loading' ? [] : productCardGrid.slice(0, 6)}
        skeletonCount={6}
        cardMinWidth={160}
        cardMaxWidth={220}
        onAddToCart={fn()}
      />
    </PageFrame>
  );
}

const slotOf = (root: HTMLElement, slot: string) => {
  const element = root.querySelector<HTMLElement>(`[data-ad-slot="${slot}"]`);
  if (element === null) throw new Error(`no ${slot} slot`);
  return element;
};

/**
 * Sponsored widgets in their three load states (spec 4.8): LOADING holds the space with a
 * skeleton, LOADED carries the "Sponsored" label, NOT_LOADED keeps the space but shows and
 * announces nothing. The banner's LOADED state is drawn by the fake provider's real SDK.
 */
const meta = {
  title: 'Ads/Widgets',
  args: { view: 'loading' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<WidgetArgs>;

export default meta;
type Story = StoryObj<WidgetArgs>;

const bannerLoading: Story = {
  render: BannerInPage,
  play: async ({ canvasElement }) => {
    const slot = slotOf(canvasElement, 'home-banner');
    await expect(slot).toHaveAttribute('aria-busy', 'true');
    // The label is laid out but not shown, so nothing moves when the creative arrives.
    await expect(slot.querySelector('span')).not.toBeVisible();
  },
};
export const BannerLoading: Story = bannerLoading;
export const BannerLoadingTablet: Story = { ...bannerLoading, globals: TABLET };
export const BannerLoadingMobile: Story = { ...bannerLoading, globals: MOBILE };

const bannerLoaded: Story = {
  parameters: { site: 'ads-enabled', stores: { storeContext: troyPickup } },
  decorators: [withCart],
  render: () => (
    <PageFrame>
      <AdSlot name="home-banner" />
    </PageFrame>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(
      () => expect(slotOf(canvasElement, 'home-banner')).toHaveAttribute('data-ad-state', 'loaded'),
      { timeout: 8000 },
    );
    await expect(canvas.getByText('Sponsored')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Green Harbor/ })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};
export const BannerLoaded: Story = bannerLoaded;
export const BannerLoadedTablet: Story = { ...bannerLoaded, globals: TABLET };
export const BannerLoadedMobile: Story = { ...bannerLoaded, globals: MOBILE };

const bannerNotLoaded: Story = {
  render: BannerInPage,
  args: { view: 'notLoaded' },
  play: async ({ canvasElement }) => {
    const slot = slotOf(canvasElement, 'home-banner');
    await expect(slot).not.toBeVisible();
    await expect(slot).toHaveAttribute('aria-hidden', 'true');
    // The space stays while in view: the content under it does not jump.
    await expect(slot.getBoundingClientRect().height).toBeGreaterThan(90);
  },
};
export const BannerNotLoaded: Story = bannerNotLoaded;
export const BannerNotLoadedTablet: Story = { ...bannerNotLoaded, globals: TABLET };
export const BannerNotLoadedMobile: Story = { ...bannerNotLoaded, globals: MOBILE };

const cardLoading: Story = {
  render: CardInGrid,
  play: async ({ canvasElement }) => {
    const slot = slotOf(canvasElement, 'listing-sponsored-card');
    await expect(slot.tagName).toBe('LI');
    await expect(slot.querySelector('[data-testid="product-card-skeleton"]')).not.toBeNull();
  },
};
export const ProductCardLoading: Story = cardLoading;
export const ProductCardLoadingTablet: Story = { ...cardLoading, globals: TABLET };
export const ProductCardLoadingMobile: Story = { ...cardLoading, globals: MOBILE };

const cardLoaded: Story = {
  render: CardInGrid,
  args: { view: 'loaded' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sponsored')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart: Blue Dream' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};
export const ProductCardLoaded: Story = cardLoaded;
export const ProductCardLoadedTablet: Story = { ...cardLoaded, globals: TABLET };
export const ProductCardLoadedMobile: Story = { ...cardLoaded, globals: MOBILE };

const cardNotLoaded: Story = {
  render: CardInGrid,
  args: { view: 'notLoaded' },
  play: async ({ canvasElement }) => {
    await expect(slotOf(canvasElement, 'listing-sponsored-card')).not.toBeVisible();
    await imagesLoaded(canvasElement);
  },
};
export const ProductCardNotLoaded: Story = cardNotLoaded;
export const ProductCardNotLoadedTablet: Story = { ...cardNotLoaded, globals: TABLET };
export const ProductCardNotLoadedMobile: Story = { ...cardNotLoaded, globals: MOBILE };

const carouselLoading: Story = {
  render: CarouselInPage,
  play: async ({ canvasElement }) => {
    const slot = slotOf(canvasElement, 'product-sponsored-carousel');
    await expect(slot).toHaveAttribute('aria-busy', 'true');
  },
};
export const CarouselLoading: Story = carouselLoading;
export const CarouselLoadingTablet: Story = { ...carouselLoading, globals: TABLET };
export const CarouselLoadingMobile: Story = { ...carouselLoading, globals: MOBILE };

const carouselLoaded: Story = {
  render: CarouselInPage,
  args: { view: 'loaded' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    await expect(canvas.getByText('Sponsored')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Featured products' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};
export const CarouselLoaded: Story = carouselLoaded;
export const CarouselLoadedTablet: Story = { ...carouselLoaded, globals: TABLET };
export const CarouselLoadedMobile: Story = { ...carouselLoaded, globals: MOBILE };

const carouselNotLoaded: Story = {
  render: CarouselInPage,
  args: { view: 'notLoaded' },
  play: async ({ canvasElement }) => {
    await expect(slotOf(canvasElement, 'product-sponsored-carousel')).not.toBeVisible();
  },
};
export const CarouselNotLoaded: Story = carouselNotLoaded;
export const CarouselNotLoadedTablet: Story = { ...carouselNotLoaded, globals: TABLET };
export const CarouselNotLoadedMobile: Story = { ...carouselNotLoaded, globals: MOBILE };
