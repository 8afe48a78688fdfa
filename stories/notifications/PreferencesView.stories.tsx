import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  dealAlertGroups,
  topicGroups,
  withDealAlert,
} from '../../engine/pages/notifications/preferenceGroups';
import { DEMO_EMAIL } from '../../fixtures/data';
import { createMockBackend } from '../../fixtures/mocks/backend';
import { seedSessionFor } from '../../fixtures/mocks/seedSession';
import {
  BrandSchema,
  CategorySchema,
  NotificationPreferencesSchema,
  readPaginated,
  readSingleRecord,
} from '../../schemas';
import PreferencesView from '../../variants/notifications/PreferencesView';
import { pageColumn } from '../catalogue/storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** The demo shopper's preferences and the catalogue's categories and brands, from the backend. */
function demoData() {
  const backend = createMockBackend();
  const token = seedSessionFor(backend.state, DEMO_EMAIL);
  const preferences = readSingleRecord(
    NotificationPreferencesSchema,
    backend.notificationPreferences(token).body,
  );
  if (preferences === null) throw new Error('The mock backend sent no notification preferences');
  return {
    preferences,
    categories: readPaginated(CategorySchema, backend.categories().body).items,
    brands: readPaginated(BrandSchema, backend.brands().body).items,
  };
}

const { preferences, categories, brands } = demoData();

/** A shopper who follows flower deals and two brands, through the page's own update rule. */
const follows: [group: string, id: string][] = [
  ['categories', 'flowers'],
  ['brands', 'b-03'],
  ['brands', 'b-06'],
];
const following = follows.reduce(
  (current, [group, id]) => withDealAlert(current, group, id, true),
  preferences,
);

/** /notification-settings and /deals-alert share this view; each story names its page. */
const meta = {
  title: 'Notifications/PreferencesView',
  component: PreferencesView,
  decorators: [pageColumn],
  args: {
    status: 'ready',
    groups: topicGroups(preferences),
    errorMessage: '',
    saveLabel: 'Save settings',
    saving: false,
    emptyGroupText: '',
    onToggle: fn(),
    onSave: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof PreferencesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /notification-settings: one group of topics with hints; a switch reports group, id and state. */
export const Settings: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = within(canvas.getByRole('group', { name: 'Notify me about' }));
    await expect(group.getAllByRole('checkbox')).toHaveLength(4);
    await expect(group.getByRole('checkbox', { name: /Order updates/ })).toBeChecked();
    await expect(group.getByText('A reminder when you leave items in your cart.')).toBeVisible();
    const newArrivals = group.getByRole('checkbox', { name: /New arrivals/ });
    await expect(newArrivals).not.toBeChecked();
    await userEvent.click(newArrivals);
    await expect(args.onToggle).toHaveBeenCalledWith('topics', 'newArrivals', true);
    await userEvent.click(group.getByRole('checkbox', { name: /Order updates/ }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('topics', 'orderUpdates', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

const dealsAlert = {
  groups: dealAlertGroups(following, categories, brands),
  saveLabel: 'Save deal alerts',
  emptyGroupText: 'Nothing to follow here yet.',
};

/** /deals-alert: long groups (six or more) take two columns from tablet width. */
export const DealsAlert: Story = {
  args: dealsAlert,
  play: async ({ canvas, args, userEvent }) => {
    const byCategory = within(canvas.getByRole('group', { name: 'Deals by category' }));
    await expect(byCategory.getAllByRole('checkbox')).toHaveLength(categories.length);
    await expect(byCategory.getByRole('checkbox', { name: 'Flowers' })).toBeChecked();
    await expect(byCategory.getByRole('checkbox', { name: 'Flower' })).not.toBeChecked();
    const byBrand = within(canvas.getByRole('group', { name: 'Deals by brand' }));
    await expect(byBrand.getAllByRole('checkbox')).toHaveLength(brands.length);
    await expect(byBrand.getByRole('checkbox', { name: 'Desert Bloom' })).toBeChecked();
    await userEvent.click(byBrand.getByRole('checkbox', { name: 'Green Harbor' }));
    await expect(args.onToggle).toHaveBeenCalledWith('brands', 'b-01', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save deal alerts' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** One column on a phone. */
export const DealsAlertMobile: Story = {
  args: dealsAlert,
  globals: MOBILE,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Deals by brand' });
    await expect(within(group).getByRole('checkbox', { name: 'Honey Hollow' })).toBeVisible();
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};

/** A catalogue without brands yet: the group says so instead of showing nothing. */
export const NothingToFollow: Story = {
  args: { ...dealsAlert, groups: dealAlertGroups(following, categories, []) },
  play: async ({ canvas }) => {
    const byBrand = within(canvas.getByRole('group', { name: 'Deals by brand' }));
    await expect(byBrand.getByText('Nothing to follow here yet.')).toBeVisible();
    await expect(byBrand.queryByRole('checkbox')).toBeNull();
  },
};

/** While saving, the button says so and cannot be pressed again. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your settings');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Spec 8: the server's own message. */
export const LoadError: Story = {
  args: {
    status: 'error',
    groups: [],
    errorMessage: 'Your settings are resting. Try again soon.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your settings are resting. Try again soon.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Spec 6: guests get an inline "Sign In" (the page opens the sign-in-required modal). */
export const Guest: Story = {
  args: { status: 'guest', groups: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Sign in to choose your notifications.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};
