import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import NotificationsPage from '../../engine/pages/NotificationsPage';
import { errorHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { withCart } from '../cart/cartSeed';
import {
  demoNotifications,
  demoPreferences,
  noNotifications,
  STORY_TOKEN,
} from './notificationsSeed';
import { expectPageAlert } from '../pageAlert';
import { expectSignInRequired, guestAtTroy, signedInAtTroy } from '../shopperSession';
import { MOBILE } from '../viewports';

const signedIn = signedInAtTroy(STORY_TOKEN);

/** The four notification pages, connected: route, stores, sign-in prompt and the mock backend. */
const meta = {
  title: 'Notifications/Pages',
  component: NotificationsPage,
  parameters: {
    route: '/notification',
    stores: signedIn,
    msw: [demoNotifications, demoPreferences],
  },
  decorators: [withCart],
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Notifications' }));
    await expect(list.getAllByRole('article').length).toBeGreaterThan(1);
    await expect(
      list.getByRole('link', { name: 'Your order is ready for pickup' }),
    ).toHaveAttribute('href', '/your-order');
    await expect(canvas.getByText(/^\d+ unseen$/)).toBeVisible();
  },
};

export const ListMobile: Story = { ...List, globals: MOBILE };

export const ListEmpty: Story = {
  parameters: { msw: [noNotifications] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have no notifications yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: { msw: [loadingHandler('notifications')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your notifications');
  },
};

export const ListLoadingMobile: Story = { ...ListLoading, globals: MOBILE };

/** Spec 8: the server's own message is shown. */
export const ListError: Story = {
  parameters: {
    msw: [errorHandler('notifications', 503, 'Notifications are resting. Try again soon.')],
  },
  play: async ({ canvas }) => {
    await expectPageAlert(canvas, 'Notifications are resting. Try again soon.');
  },
};

/** Spec 6: guests get the sign-in-required modal and an inline sign-in state. */
export const ListGuest: Story = {
  parameters: { stores: guestAtTroy },
  play: async ({ canvas, canvasElement }) => {
    await expectSignInRequired(canvas, canvasElement, 'Sign in to see your notifications.');
  },
};

export const Settings: Story = {
  parameters: { route: '/notification-settings' },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Notify me about' });
    const newArrivals = within(group).getByRole('checkbox', { name: /New arrivals/ });
    await expect(newArrivals).not.toBeChecked();
    await userEvent.click(newArrivals);
    await expect(newArrivals).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  },
};

export const SettingsMobile: Story = { ...Settings, globals: MOBILE };

export const DealsAlert: Story = {
  parameters: { route: '/deals-alert' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Deals by category' })).toBeVisible();
    const brands = within(canvas.getByRole('group', { name: 'Deals by brand' }));
    await expect(brands.getAllByRole('checkbox').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Save deal alerts' })).toBeVisible();
  },
};

export const DealsAlertMobile: Story = { ...DealsAlert, globals: MOBILE };

export const DealsAlertGuest: Story = {
  parameters: { route: '/deals-alert', stores: guestAtTroy },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Sign in to choose your notifications.'),
    ).toBeInTheDocument();
  },
};

export const Permission: Story = {
  parameters: { route: '/permission-settings' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Browser notifications', level: 2 }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Status:/)).toBeVisible();
  },
};
