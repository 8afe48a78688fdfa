import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PermissionView } from '../../variants/notifications/PermissionView/PermissionView';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** Each state of the browser's notification permission (/permission-settings). */
const meta = {
  title: 'Notifications/PermissionView',
  component: PermissionView,
  args: { permission: 'default', asking: false, onAsk: fn() },
} satisfies Meta<typeof PermissionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAsked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Allow notifications' }));
    await expect(args.onAsk).toHaveBeenCalled();
  },
};

export const NotAskedMobile: Story = { ...NotAsked, globals: mobile };

export const Asking: Story = { args: { asking: true } };

export const Granted: Story = {
  args: { permission: 'granted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Allowed')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Blocked: a page cannot ask again, so it says how to allow it in the browser. */
export const Blocked: Story = {
  args: { permission: 'denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Blocked')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Set Notifications to Allow.');
  },
};

export const BlockedMobile: Story = { ...Blocked, globals: mobile };

export const Unsupported: Story = { args: { permission: 'unsupported' } };

/** Before hydration the permission is unknown: a pill-sized placeholder. */
export const Unknown: Story = { args: { permission: 'unknown' } };
