import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import EmptyState from '../../variants/catalogue/EmptyState';
import ErrorState from '../../variants/catalogue/ErrorState';
import Pagination from '../../variants/catalogue/Pagination';
import ProductGrid from '../../variants/catalogue/ProductGrid';
import { productCardGrid } from '../../variants/product-cards/fixtures';
import { imagesLoaded, inPageFrame } from './storyHelpers';

const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: {
    products: productCardGrid,
    loading: false,
    skeletonCount: 8,
    label: 'Products',
    onAddToCart: fn(),
  },
  decorators: [inPageFrame],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four columns on desktop, three on tablets, two on phones. */
export const Loaded: Story = {};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** First load: skeleton cards, announced once as "Loading products". */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadingMobile: Story = {
  ...Loading,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A newer page is loading: the current one stays, dimmed and marked busy. */
export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Products' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await imagesLoaded(canvasElement);
  },
};

/** Each card's button reports its own product. */
export const AddsTheRightProduct: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Gelato #41' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('gelato-41');
    await imagesLoaded(canvasElement);
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      title="No products found"
      message="Nothing matches these filters. Try another category, brand or price, or clear them."
      action={{ label: 'Clear all filters', href: '/shop' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const EmptyMobile: Story = {
  ...Empty,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Spec 8: the server's own message, with a retry. */
export const Error: Story = {
  render: (args) => (
    <ErrorState
      message="Menu service is unavailable. Please try again."
      onRetry={() => args.onAddToCart('retry')}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Menu service is unavailable.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('retry');
  },
};

/** Page links with gaps; the current page is marked for screen readers. */
export const Pages: Story = {
  render: () => <Pagination pageNo={5} pageCount={12} hrefFor={(page) => `/shop?pageNo=${page}`} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/shop?pageNo=6',
    );
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/shop?pageNo=4',
    );
  },
};

export const PagesMobile: Story = {
  ...Pages,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
