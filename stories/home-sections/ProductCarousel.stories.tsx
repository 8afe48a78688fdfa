import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import ProductCarousel from '../../variants/home-sections/ProductCarousel';
import { productCardGrid, productCards } from '../../variants/product-cards/fixtures';
import { column, settled } from './frame';

const carouselProducts = [...productCardGrid, ...productCardGrid].map((product, index) => ({
  ...product,
  slug: `${product.slug}-${index}`,
}));

const meta = {
  title: 'Home Sections/ProductCarousel',
  component: ProductCarousel,
  args: {
    title: 'Trending now',
    products: carouselProducts,
    loading: false,
    viewAll: { href: '/shop', label: 'Shop all' },
    onAddToCart: fn(),
  },
  decorators: [column],
  play: settled,
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 9: 4 per view from 1280 px, 10 px apart; arrows page through. */
export const Desktop: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await settled({ canvasElement });
    await expect(
      canvas.getByRole('button', { name: 'Previous Trending now products' }),
    ).toBeDisabled();
    const [first] = canvas.getAllByRole('button', { name: /add to cart/i });
    if (first) await userEvent.click(first);
    await expect(args.onAddToCart).toHaveBeenCalled();
  },
};
/** Spec 9: 3 per view from 769 px. */
export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Loading: Story = { args: { loading: true, products: [] } };
export const LoadingMobile: Story = {
  args: { loading: true, products: [] },
  globals: { viewport: { value: 'mobile' } },
};

/** Long titles wrap beside the link; long product names clamp on the card. */
export const LongTexts: Story = {
  args: {
    title: 'Handpicked by our budtenders this week: small-batch flower from local growers',
    products: [productCards.longName, ...carouselProducts.slice(0, 5)],
  },
};
