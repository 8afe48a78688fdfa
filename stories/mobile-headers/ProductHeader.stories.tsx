import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import ProductHeader from '../../variants/mobile-headers/ProductHeader';
import { mobileHeaderData } from '../../variants/mobile-headers/fixtures';
import { inShellHeader, mobile, tablet } from './shell';

const meta = {
  title: 'Mobile Headers/ProductHeader',
  component: ProductHeader,
  decorators: [inShellHeader],
  globals: mobile,
  args: { ...mobileHeaderData.product, onBack: fn(), onSearch: fn(), onOpenCart: fn() },
} satisfies Meta<typeof ProductHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ZeroCounts: Story = {
  args: mobileHeaderData.productZero,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible();
    await expect(canvas.queryByTestId('badge')).toBeNull();
  },
};
export const LongTitleLargeCount: Story = { args: mobileHeaderData.productLong };
export const Tablet: Story = { globals: tablet };

export const BackCallsOnBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const SearchCallsOnSearch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search products' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const CartCallsOnOpenCart: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 3 items' }));
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1);
  },
};
