import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import HomePage from '../../engine/pages/HomePage';
import { fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { page } from '../../fixtures/mocks/results';
import { Main } from '../catalogue/storyHelpers';
import { homeReady } from './frame';

/** The connected home page on a fixture site: homePageSections in order, or the default home. */
const meta = {
  title: 'Home Sections/Home',
  component: HomePage,
  render: () => (
    <Main>
      <HomePage />
    </Main>
  ),
  globals: { viewport: { value: 'desktopTall' } },
  play: homeReady,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-home-section], [data-todays-deals]');

/** default: hero, store bar, categories, trending, today's deals, brands, the blog teaser. */
export const DefaultSite: Story = {
  play: async ({ canvasElement }) => {
    await homeReady({ canvasElement });
    await expect(sections(canvasElement)).toHaveLength(7);
  },
};
export const DefaultSiteMobile: Story = { globals: { viewport: { value: 'mobileTall' } } };

/** homepage-minimal: today's deals only. */
export const MinimalSite: Story = {
  parameters: { site: 'homepage-minimal' },
  play: async ({ canvasElement }) => {
    await homeReady({ canvasElement });
    await expect(sections(canvasElement)).toHaveLength(1);
  },
};

/** homepage-hero-carousel: three slides, category, on-sale and brand carousels, rich text. */
export const HeroCarouselSite: Story = {
  parameters: { site: 'homepage-hero-carousel' },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByText('1 of 3', {}, { timeout: 8000 });
    await homeReady({ canvasElement });
  },
};

/** homepage-broken: the unknown section is left out, the five good ones render. */
export const BrokenSite: Story = {
  parameters: { site: 'homepage-broken' },
  play: async ({ canvasElement }) => {
    await homeReady({ canvasElement });
    await expect(sections(canvasElement)).toHaveLength(5);
  },
};

/** No homePageSections at all (the empty site): the documented default home. */
export const NoSettingSite: Story = { parameters: { site: 'empty' } };

/**
 * Empty sources: no categories, brands, products or articles. Those sections are left out rather than
 * showing an empty shelf on the first page; the hero, store bar and deals stay.
 */
export const EmptySources: Story = {
  parameters: {
    msw: {
      handlers: {
        categories: fixedHandler('categories', page([]).body),
        brands: fixedHandler('brands', page([]).body),
        sponsoredBrands: fixedHandler('sponsoredBrands', page([]).body),
        productFilter: fixedHandler('productFilter', { menu: { products: [], total: 0 } }),
        contentPosts: fixedHandler('contentPosts', page([]).body),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await homeReady({ canvasElement });
    await expect(sections(canvasElement)).toHaveLength(3);
  },
};

/** Every source still loading: each section holds its final size with a skeleton. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        categories: loadingHandler('categories'),
        brands: loadingHandler('brands'),
        sponsoredBrands: loadingHandler('sponsoredBrands'),
        productFilter: loadingHandler('productFilter'),
        specials: loadingHandler('specials'),
        contentPosts: loadingHandler('contentPosts'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('[data-home-skeleton]').length).toBeGreaterThan(2),
      { timeout: 8000 },
    );
  },
};
