import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import ListsView from '../../variants/lists/ListsView';
import { listsViewArgs } from '../../variants/lists/fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Lists/ListsView',
  component: ListsView,
  parameters: { layout: 'padded' },
  args: {
    ...listsViewArgs.savedForLater,
    onMoveToCart: fn(),
    onRemove: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof ListsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedForLater: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const item = within(canvas.getByRole('article', { name: 'Blue Dream' }));
    await expect(item.getByRole('link', { name: 'Blue Dream' })).toHaveAttribute(
      'href',
      '/product/blue-dream',
    );
    await userEvent.click(item.getByRole('button', { name: 'Move to Cart: Blue Dream' }));
    await expect(args.onMoveToCart).toHaveBeenCalledWith('p-blue-dream::3.5g');
    await userEvent.click(item.getByRole('button', { name: 'Remove Blue Dream' }));
    await expect(args.onRemove).toHaveBeenCalledWith('p-blue-dream::3.5g');
  },
};

export const SavedForLaterMobile: Story = { globals: mobile };

/** /your-list: the lists as cards; a list without a name reads "No name" (spec 2.4). */
export const Directory: Story = {
  args: listsViewArgs.directory,
  play: async ({ canvas }) => {
    const lists = within(canvas.getByRole('list', { name: 'Your lists' }));
    await expect(lists.getByRole('link', { name: /My Wishlist/ })).toHaveAttribute(
      'href',
      '/your-list/my-wishlist',
    );
    await expect(lists.getByRole('link', { name: /No name/ })).toBeVisible();
  },
};

export const DirectoryMobile: Story = { ...Directory, globals: mobile };

export const Wishlist: Story = {
  args: listsViewArgs.wishlist,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Add to Cart: Sour Watermelon Gummies' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: listsViewArgs.empty,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing saved for later yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** Spec 6: guests are asked to sign in. */
export const Guest: Story = {
  args: listsViewArgs.guest,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: listsViewArgs.loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your items');
  },
};
