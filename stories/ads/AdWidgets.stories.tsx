import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AdReservation } from '../../engine/ads/AdReservation';
import { AdSlot } from '../../engine/shell/AdSlot';
import BannerAd from '../../variants/ads/BannerAd';
import SponsoredCarousel from '../../variants/ads/SponsoredCarousel';
import SponsoredProductCard from '../../variants/ads/SponsoredProductCard';
import type { AdView } from '../../variants/ads/types';
import { complianceNotices, LICENSE_LINE } from '../../variants/compliance/fixtures';
import type { ComplianceNotices } from '../../variants/compliance/types';
import ProductGrid from '../../variants/catalogue/ProductGrid';
import { productCardGrid } from '../../variants/product-cards/fixtures';
import { troyPickup, withCart } from '../cart/cartSeed';
import { PageFrame, imagesLoaded } from '../catalogue/storyHelpers';

const viewport = (value: 'mobile' | 'tablet' | 'desktop') => ({
  viewport: { value, isRotated: false },
});

const TABLET = viewport('tablet');
const MOBILE = viewport('mobile');

/** legalNotices: complianceNoticesCms when the site shows them beside ads (null: none). */
type WidgetArgs = { view: AdView; legalNotices: ComplianceNotices | null };

function BannerInPage({ view, legalNotices }: WidgetArgs) {
  return (
    <PageFrame>
      <BannerAd
        view={view}
        collapsed={false}
        slot="home-banner"
        width={728}
        height={90}
        legalNotices={legalNotices}
      />
    </PageFrame>
  );
}

function CardInGrid({ view, legalNotices }: WidgetArgs) {
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
            legalNotices={legalNotices}
          />
        }
      />
    </PageFrame>
  );
}

function CarouselInPage({ view, legalNotices }: WidgetArgs) {
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
        legalNotices={legalNotices}
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
  args: { view: 'loading', legalNotices: null },
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

/** The notices under an ad, shown with it (complianceNoticesCms.showBesideAds). */
async function expectNoticesUnder(canvasElement: HTMLElement, slotName: string) {
  const slot = slotOf(canvasElement, slotName);
  const notice = slot.querySelector('[data-compliance-notice="compact"]');
  if (notice === null) throw new Error(`no notices under ${slotName}`);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveTextContent(LICENSE_LINE);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * The compliance-notices site through the real slot: the banner holds one size from its
 * reservation to its creative, the notices under the creative at its width.
 */
const bannerWithNotices: Story = {
  parameters: { site: 'compliance-notices', stores: { storeContext: troyPickup } },
  decorators: [withCart],
  render: () => (
    <PageFrame>
      <AdSlot name="home-banner" />
    </PageFrame>
  ),
  play: async ({ canvasElement }) => {
    const slot = () => slotOf(canvasElement, 'home-banner');
    await waitFor(() => expect(slot()).toHaveAttribute('data-ad-state', 'loaded'), {
      timeout: 8000,
    });
    await expectNoticesUnder(canvasElement, 'home-banner');
    await imagesLoaded(canvasElement);
  },
};
export const BannerWithNotices: Story = bannerWithNotices;
export const BannerWithNoticesTablet: Story = { ...bannerWithNotices, globals: TABLET };
export const BannerWithNoticesMobile: Story = { ...bannerWithNotices, globals: MOBILE };

/** In a listing's first cell: the card over the notices, the cell as tall as its row. */
const cardWithNotices: Story = {
  render: CardInGrid,
  args: { view: 'loaded', legalNotices: complianceNotices.michigan },
  play: async ({ canvasElement }) => {
    await expectNoticesUnder(canvasElement, 'listing-sponsored-card');
    await imagesLoaded(canvasElement);
  },
};
export const ProductCardWithNotices: Story = cardWithNotices;
export const ProductCardWithNoticesTablet: Story = { ...cardWithNotices, globals: TABLET };
export const ProductCardWithNoticesMobile: Story = { ...cardWithNotices, globals: MOBILE };

const carouselWithNotices: Story = {
  render: CarouselInPage,
  args: { view: 'loaded', legalNotices: complianceNotices.michigan },
  play: async ({ canvasElement }) => {
    await expectNoticesUnder(canvasElement, 'product-sponsored-carousel');
    await imagesLoaded(canvasElement);
  },
};
export const CarouselWithNotices: Story = carouselWithNotices;
export const CarouselWithNoticesTablet: Story = { ...carouselWithNotices, globals: TABLET };
export const CarouselWithNoticesMobile: Story = { ...carouselWithNotices, globals: MOBILE };

/**
 * The server's reservation for a banner with notices holds the height the loaded banner takes, so
 * the page does not move when the slot's code arrives. A check, not a picture: the reservation
 * is invisible.
 */
export const BannerReservationWithNotices: Story = {
  parameters: {
    site: 'compliance-notices',
    stores: { storeContext: troyPickup },
    visual: false,
  },
  decorators: [withCart],
  render: () => (
    <PageFrame>
      <div data-testid="reservation">
        <AdReservation name="home-banner" />
      </div>
      <AdSlot name="home-banner" />
    </PageFrame>
  ),
  play: async ({ canvas, canvasElement }) => {
    const slot = () => slotOf(canvasElement, 'home-banner');
    await waitFor(() => expect(slot()).toHaveAttribute('data-ad-state', 'loaded'), {
      timeout: 8000,
    });
    const reserved = canvas.getByTestId('reservation').getBoundingClientRect().height;
    await expect(reserved).toBeGreaterThan(0);
    await expect(slot().getBoundingClientRect().height).toBe(reserved);
  },
};
export const BannerReservationWithNoticesMobile: Story = {
  ...BannerReservationWithNotices,
  globals: MOBILE,
};
