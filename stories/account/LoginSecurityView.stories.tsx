import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PASSWORD_FIELDS } from '../../engine/account/accountFields';
import { DEMO_EMAIL } from '../../fixtures/data';
import { LoginSecurityView } from '../../variants/account/AccountViews';
import type { LoginSecurityViewProps } from '../../variants/account/types';
import { jordan, mobile } from './accountStoryFixtures';
import { binding, blurActive, pageColumn, submitSpy } from './accountStoryHelpers';

/** The change-password form with these entries, checked against spec 5 when `checked`. */
function passwordForm(
  current = '',
  next = '',
  over: Partial<LoginSecurityViewProps['form']> = {},
  checked = false,
): LoginSecurityViewProps['form'] {
  return {
    currentPassword: binding(PASSWORD_FIELDS, 'currentPassword', current, checked),
    newPassword: binding(PASSWORD_FIELDS, 'newPassword', next, checked),
    submitting: false,
    serverError: null,
    successMessage: null,
    onSubmit: submitSpy(),
    ...over,
  };
}

/** /login-security alone, from fixture props: the sign-in e-mail and the change-password form. */
const meta = {
  title: 'Account/AccountViews/LoginSecurityView',
  component: LoginSecurityView,
  decorators: [pageColumn],
  args: { email: jordan.email, form: passwordForm() },
} satisfies Meta<typeof LoginSecurityView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in e-mail, and the empty change-password form. */
export const LoginSecurity: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(DEMO_EMAIL)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const form = within(canvas.getByRole('form', { name: 'Change password' }));
    await expect(form.getByLabelText('New Password')).toHaveAccessibleDescription(
      'At least 6 characters',
    );
    await userEvent.type(form.getByLabelText('Current Password'), 'g');
    await expect(args.form.currentPassword.onValueChange).toHaveBeenCalledWith('g');
    await userEvent.type(form.getByLabelText('New Password'), 'a');
    await expect(args.form.newPassword.onValueChange).toHaveBeenCalledWith('a');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await expect(args.form.onSubmit).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** Spec 5: the current password missing, the new one too short. */
export const LoginSecurityInvalid: Story = {
  args: { form: passwordForm('', 'abc', {}, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Current Password')).toHaveAccessibleDescription(
      'Please enter Current Password.',
    );
    await expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Please provide at least 6 characters! At least 6 characters',
    );
  },
};

export const LoginSecurityWrongPassword: Story = {
  args: {
    form: passwordForm('guess123', 'another1', {
      serverError: 'Your current password is incorrect',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your current password is incorrect');
  },
};

/** The server's confirmation, read out as a status. */
export const LoginSecurityChanged: Story = {
  args: { form: passwordForm('', '', { successMessage: 'Password changed successfully' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password changed successfully');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LoginSecuritySubmittingMobile: Story = {
  args: { form: passwordForm('greenleaf123', 'another1', { submitting: true }) },
  globals: mobile,
  play: async ({ canvas }) => {
    const change = canvas.getByRole('button', { name: 'Change Password' });
    await expect(change).toHaveAttribute('aria-disabled', 'true');
    await expect(change).toHaveAttribute('aria-busy', 'true');
  },
};
