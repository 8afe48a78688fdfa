import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CloseAccountView } from '../../variants/account/AccountViews';
import { mobile } from './accountStoryFixtures';
import { blurActive, pageColumn } from './accountStoryHelpers';

/** /account/close-your-account alone, from fixture props: the notice and its confirmation. */
const meta = {
  title: 'Account/AccountViews/CloseAccountView',
  component: CloseAccountView,
  decorators: [pageColumn],
  args: {
    confirming: false,
    closing: false,
    serverError: null,
    onAsk: fn(),
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof CloseAccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What closing means; "Close Your Account" asks the page to confirm first. */
export const CloseAccount: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Before you go' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Keep My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close Your Account' }));
    await expect(args.onAsk).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** The confirmation dialog: Cancel and Close Account go back to the page. */
export const CloseAccountConfirming: Story = {
  args: { confirming: true },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Close your account?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(
      'You will be signed out and your account will be deleted.',
    );
    const actions = within(dialog);
    await userEvent.click(actions.getByRole('button', { name: 'Close Account' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(actions.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** While the call runs, neither action can be pressed twice. */
export const CloseAccountClosingMobile: Story = {
  args: { confirming: true, closing: true },
  globals: mobile,
  play: async ({ canvas }) => {
    const dialog = within(canvas.getByRole('dialog', { name: 'Close your account?' }));
    await expect(dialog.getByRole('button', { name: 'Close Account' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close Account' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const CloseAccountError: Story = {
  args: { serverError: 'Please sign in to continue.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please sign in to continue.');
    await expect(canvas.getByRole('button', { name: 'Close Your Account' })).toBeEnabled();
  },
};
