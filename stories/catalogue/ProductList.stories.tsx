import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import ProductList from '../../variants/catalogue/ProductList';
import { productCardGrid } from '../../variants/product-cards/fixtures';
import { imagesLoaded, inPageFrame } from './storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** "More …" under a product shows at most six (RelatedProducts); these include a long name and a
 * product without a picture. */
const related = productCardGrid.slice(0, 6);

const meta = {
  title: 'Catalogue/ProductList',
  component: ProductList,
  args: {
    products: related,
    loading: false,
    skeletonCount: 6,
    label: 'More Flower',
    onAddToCart: fn(),
  },
  decorators: [inPageFrame],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns of compact rows from tablets up. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = within(canvas.getByRole('list', { name: 'More Flower' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(6);
    await expect(list.getByRole('link', { name: /Gelato #41/ })).toHaveAttribute(
      'href',
      '/product/gelato-41',
    );
    await expect(list.getByText('20% Off All Flower')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Each row's button reports its own product. */
export const AddsTheRightProduct: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Gelato #41' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('gelato-41');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await imagesLoaded(canvasElement);
  },
};

/** One column on phones. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(
      canvas.getByRole('button', { name: `Add to cart: ${related[4]?.name ?? ''}` }),
    ).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** A single related product. */
export const One: Story = {
  args: { products: related.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Add to cart: Blue Dream' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** First load: skeleton rows, announced once as "Loading products". */
export const Loading: Story = {
  args: { loading: true, products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(6);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadingMobile: Story = { ...Loading, globals: MOBILE };

/**
 * The skeleton and the products it stands for, one above the other: each skeleton row is as tall
 * as a product row, so nothing below moves when the products arrive.
 */
const SkeletonBesideRows: Story = {
  // Plain rows: a name that wraps or a deal's tag makes its own row taller, as no skeleton knows.
  args: {
    products: related.filter((product) => product.name.length < 16 && product.deal === null),
    skeletonCount: 2,
  },
  render: (args) => (
    <>
      <ProductList {...args} loading />
      <ProductList {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    const skeletons = canvas.getAllByTestId('product-card-skeleton');
    const rows = canvas.getAllByRole('article');
    await expect(skeletons.map((row) => row.getBoundingClientRect().height)).toEqual(
      rows.map((row) => row.getBoundingClientRect().height),
    );
  },
};

export const SkeletonMatchesRows: Story = SkeletonBesideRows;
export const SkeletonMatchesRowsMobile: Story = { ...SkeletonBesideRows, globals: MOBILE };
