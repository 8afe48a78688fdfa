import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, fn, within } from 'storybook/test';
import { notificationRows } from '../../engine/pages/notifications/notificationRows';
import { DEMO_EMAIL } from '../../fixtures/data';
import { createMockBackend } from '../../fixtures/mocks/backend';
import { seedSessionFor } from '../../fixtures/mocks/seedSession';
import { NotificationsPayloadSchema, readSingleRecord, type NotificationItem } from '../../schemas';
import NotificationsView from '../../variants/notifications/NotificationsView';
import { pageColumn } from '../catalogue/storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/**
 * The evening of the newest fixture notification, so the rows read Today, Yesterday and
 * 1 week ago (spec 9); at the preview's own clock, a year later, all three would say the same.
 */
const NOW = dayjs('2025-06-12T18:00:00');

/** The demo shopper's notifications as the mock backend answers them. */
function demoPayload() {
  const backend = createMockBackend();
  const token = seedSessionFor(backend.state, DEMO_EMAIL);
  const payload = readSingleRecord(NotificationsPayloadSchema, backend.notifications(token).body);
  if (payload === null) throw new Error('The mock backend sent no notifications payload');
  return payload;
}

const payload = demoPayload();

/** Rows the way NotificationListPage makes them: newest first, off-site links dropped. */
const rowsOf = (items: readonly NotificationItem[]) => notificationRows(items, NOW);

const allSeen = payload.data.map((item) => ({ ...item, isSeen: true }));

/** A store notice whose link leaves the site: the row shows no link (notificationRows). */
const offSiteNotice: NotificationItem = {
  _id: 'n-offsite',
  title: 'Greenleaf Market Troy closes at 6 PM on Thanksgiving',
  message: 'Holiday hours are on our partner page.',
  link: 'https://partners.example/greenleaf/holiday-hours',
  isSeen: true,
  createdAt: '2025-06-10T12:00:00.000Z',
};

/** A title and a message that wrap several times on a phone, and a long date label. */
const longNotice: NotificationItem = {
  _id: 'n-long',
  title:
    'Your order #10482 from Greenleaf Market Troy is packed, paid and waiting at the drive-through pickup window',
  message:
    'Bring a valid photo ID and the card you paid with. We hold pickup orders until closing time today; after that the items go back on the shelf and the payment is refunded within five business days.',
  link: '/your-order',
  isSeen: false,
  createdAt: '2023-03-01T09:00:00.000Z',
};

/** /notification's list alone: every state the page can hand it. */
const meta = {
  title: 'Notifications/NotificationsView',
  component: NotificationsView,
  decorators: [pageColumn],
  args: {
    status: 'ready',
    notifications: rowsOf(payload.data),
    unseenCount: payload.unseenCount,
    errorMessage: '',
    shopHref: '/shop',
    marking: false,
    onMarkAllSeen: fn(),
    onOpen: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof NotificationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unseen rows are tinted and named "Unseen: …"; opening one and "Mark all as seen" report out. */
export const List: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = within(canvas.getByRole('list', { name: 'Notifications' }));
    const rows = list.getAllByRole('article');
    await expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Unseen: Your order is ready for pickup',
      'Unseen: 20% Off All Flower starts today',
      'Items left in your cart',
    ]);
    await expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual([
      'Today',
      'Yesterday',
      '1 week ago',
    ]);
    await expect(canvas.getByText('2 unseen')).toBeVisible();
    const link = list.getByRole('link', { name: 'Your order is ready for pickup' });
    await expect(link).toHaveAttribute('href', '/your-order');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith('n-0001');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as seen' }));
    await expect(args.onMarkAllSeen).toHaveBeenCalledTimes(1);
  },
};

export const ListMobile: Story = { ...List, globals: MOBILE };

/** While "Mark all as seen" is on its way the button says so and cannot be pressed again. */
export const Marking: Story = {
  args: { marking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Marking…' })).toBeDisabled();
    await expect(canvas.getByText('2 unseen')).toBeVisible();
  },
};

/** Nothing unseen; a notification whose link leaves the site shows its title without a link. */
export const AllCaughtUp: Story = {
  args: { notifications: rowsOf([...allSeen, offSiteNotice]), unseenCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All caught up')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
    const notice = canvas.getByRole('article', {
      name: 'Greenleaf Market Troy closes at 6 PM on Thanksgiving',
    });
    await expect(within(notice).queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('article', { name: /^Unseen:/ })).toBeNull();
  },
};

/** Long texts wrap inside the row on a phone; the date label stays on one line. */
export const LongTextsMobile: Story = {
  args: { notifications: rowsOf([...payload.data, longNotice]), unseenCount: 3 },
  globals: MOBILE,
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', { name: /^Unseen: Your order #10482/ });
    await expect(within(row).getByText('01 Mar 2023')).toBeVisible();
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(canvas.getByText('3 unseen')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notifications: [], unseenCount: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'You have no notifications yet. We will let you know about orders and deals here.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', notifications: [], unseenCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your notifications');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Spec 8: the server's own message. */
export const LoadError: Story = {
  args: {
    status: 'error',
    notifications: [],
    unseenCount: 0,
    errorMessage: 'Notifications are resting. Try again soon.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Notifications are resting. Try again soon.',
    );
  },
};

/** Spec 6: guests get an inline "Sign In" (the page opens the sign-in-required modal). */
export const Guest: Story = {
  args: { status: 'guest', notifications: [], unseenCount: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Sign in to see your notifications.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};
