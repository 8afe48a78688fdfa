import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import SearchPageHeader from '../../variants/search/SearchPageHeader';
import { searchPageHeaderFixture } from '../../variants/search/fixtures';
import { inShellHeader, mobile, tablet } from '../mobile-headers/shell';

const meta = {
  title: 'Search/SearchPageHeader',
  component: SearchPageHeader,
  decorators: [inShellHeader],
  globals: mobile,
  args: {
    ...searchPageHeaderFixture.empty,
    onBack: fn(),
    onSearch: fn(),
    onClear: fn(),
    onWishlist: fn(),
    onNotifications: fn(),
  },
} satisfies Meta<typeof SearchPageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.5: the placeholder field, no clear icon without a term. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Type here to search products' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const WithTerm: Story = {
  args: searchPageHeaderFixture.withTerm,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Notifications, 12 items' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Wishlist, 3 items' }));
    await expect(args.onWishlist).toHaveBeenCalledTimes(1);
  },
};

export const Tablet: Story = { args: searchPageHeaderFixture.withTerm, globals: tablet };
