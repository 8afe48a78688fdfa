import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import CompactSearchHeader from '../../variants/mobile-headers/CompactSearchHeader';
import { mobileHeaderData } from '../../variants/mobile-headers/fixtures';
import { inShellHeader, mobile, tablet } from './shell';

const meta = {
  title: 'Mobile Headers/CompactSearchHeader',
  component: CompactSearchHeader,
  decorators: [inShellHeader],
  globals: mobile,
  args: {
    ...mobileHeaderData.compactSearch,
    onBack: fn(),
    onSearch: fn(),
    onWishlist: fn(),
    onOpenCart: fn(),
  },
} satisfies Meta<typeof CompactSearchHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const Guest: Story = {
  args: mobileHeaderData.compactSearchGuest,
  play: async ({ canvas, userEvent, args }) => {
    // The icon stays and still navigates (2.5); only the count is withheld.
    const wishlist = canvas.getByRole('button', { name: 'Wishlist' });
    await expect(canvas.getAllByTestId('badge')).toHaveLength(1);
    await userEvent.click(wishlist);
    await expect(args.onWishlist).toHaveBeenCalledTimes(1);
  },
};

export const ZeroCounts: Story = {
  args: mobileHeaderData.compactSearchZero,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Wishlist' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible();
    await expect(canvas.queryByTestId('badge')).toBeNull();
  },
};

export const LargeCounts: Story = {
  args: mobileHeaderData.compactSearchLarge,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 99+ items' })).toBeVisible();
  },
};

export const LongPlaceholder: Story = { args: mobileHeaderData.compactSearchLongPlaceholder };
export const Tablet: Story = { globals: tablet };

export const BackCallsOnBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const SearchFieldCallsOnSearch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: args.searchPlaceholder }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const SearchFieldByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /search products/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const CartCallsOnOpenCart: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 3 items' }));
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1);
  },
};
