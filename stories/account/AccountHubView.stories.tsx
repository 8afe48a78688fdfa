import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountHubView } from '../../variants/account/AccountViews';
import { accountLinksFor } from '../../variants/headers/parts/accountLinks';
import { jordan, mobile } from './accountStoryFixtures';
import { blurActive, pageColumn } from './accountStoryHelpers';

/** /account alone, from fixture props. The connected pages are in Account/Account Pages. */
const meta = {
  title: 'Account/AccountViews/AccountHubView',
  component: AccountHubView,
  decorators: [pageColumn],
  args: { user: jordan, links: accountLinksFor(true), onSignOut: fn() },
} satisfies Meta<typeof AccountHubView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.4's "Your Account" links in order (chat on), and Sign Out handed to the page. */
export const Hub: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Hello, Jordan')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const links = within(canvas.getByRole('navigation', { name: 'Your Account' })).getAllByRole(
      'link',
    );
    await expect(links.map((link) => link.textContent)).toEqual(
      args.links.map((link) => link.label),
    );
    await expect(canvas.getByRole('link', { name: 'Close Your Account' })).toHaveAttribute(
      'href',
      '/account/close-your-account',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** No first name on file: the greeting falls back to the full name, here a long one. */
export const HubLongNameWithoutChat: Story = {
  args: {
    user: {
      ...jordan,
      firstName: '',
      fullName: 'Maximiliana Alexandra Fitzgerald-Montgomery de la Cruz',
    },
    links: accountLinksFor(false),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Hello, Maximiliana Alexandra Fitzgerald-Montgomery de la Cruz'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Chat with Retailer' })).toBeNull();
  },
};

/** A list rather than tiles on phones. */
export const HubMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hello, Jordan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};
