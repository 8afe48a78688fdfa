import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import ProductCardOne from '../../variants/product-cards/ProductCardOne';
import { ProductCardSkeleton } from '../../variants/product-cards/parts';
import { productCardArgs } from '../../variants/product-cards/fixtures';
import { CardFrame, imagesLoaded } from './storyHelpers';

const meta = {
  title: 'Catalogue/ProductCardOne',
  component: ProductCardOne,
  args: { ...productCardArgs.normal, onAddToCart: fn() },
  decorators: [
    (Story) => (
      <CardFrame>
        <Story />
      </CardFrame>
    ),
  ],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ProductCardOne>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

/** A deal tag over the picture (specialDiscount); long deal names end in an ellipsis. */
export const OnSale: Story = { args: productCardArgs.onSale };

/** The name clamps to two lines; the full name stays the link's accessible name. */
export const LongName: Story = {
  args: productCardArgs.longName,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('link', { name: args.product.name })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** No image and no brand: the placeholder artwork, never a broken image. */
export const NoImage: Story = {
  args: productCardArgs.noImage,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('product-placeholder')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Mobile: Story = {
  args: productCardArgs.onSale,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The whole card links to the product; the button adds to the cart without navigating. */
export const AddsToCart: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Blue Dream' })).toHaveAttribute(
      'href',
      '/product/blue-dream',
    );
    await expect(canvas.getByText('$12.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Blue Dream' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await imagesLoaded(canvasElement);
  },
};

export const Skeleton: Story = {
  render: () => <ProductCardSkeleton />,
  play: async () => undefined,
};
