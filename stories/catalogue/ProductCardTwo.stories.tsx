import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import ProductCardTwo from '../../variants/product-cards/ProductCardTwo';
import { ProductCardSkeleton } from '../../variants/product-cards/parts';
import { productCardArgs } from '../../variants/product-cards/fixtures';
import { CardFrame, imagesLoaded } from './storyHelpers';

const meta = {
  title: 'Catalogue/ProductCardTwo',
  component: ProductCardTwo,
  args: { ...productCardArgs.normal, onAddToCart: fn() },
  decorators: [
    (Story) => (
      <CardFrame data-wide="true">
        <Story />
      </CardFrame>
    ),
  ],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ProductCardTwo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};
export const OnSale: Story = { args: productCardArgs.onSale };
export const LongName: Story = { args: productCardArgs.longName };
export const NoImage: Story = { args: productCardArgs.noImage };

export const Mobile: Story = {
  args: productCardArgs.longName,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AddsToCart: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Blue Dream' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await imagesLoaded(canvasElement);
  },
};

export const Skeleton: Story = {
  render: () => <ProductCardSkeleton layout="row" />,
  play: async () => undefined,
};
