import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SIGN_IN_FIELDS } from '../../engine/account/accountFields';
import { authHref } from '../../engine/rules/authRedirect';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../fixtures/data';
import SignInView from '../../variants/account/SignInView';
import { binding, blurActive, pageColumn, submitSpy } from './accountStoryHelpers';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The e-mail and password as typed, checked against spec 5 when `checked`. */
const fields = (email: string, password: string, checked = false) => ({
  email: binding(SIGN_IN_FIELDS, 'email', email, checked),
  password: binding(SIGN_IN_FIELDS, 'password', password, checked),
});

/** The sign-in card alone, from fixture props; the connected page is in Account/Auth Pages. */
const meta = {
  title: 'Account/SignInView',
  component: SignInView,
  decorators: [pageColumn],
  args: {
    ...fields('', ''),
    submitting: false,
    serverError: null,
    // The page stops the browser's own submit; so does the story, which would otherwise reload.
    onSubmit: submitSpy(),
    // Sent here from checkout: the link keeps where the shopper was going.
    signUpHref: authHref('/sign-up', '/checkout'),
  },
} satisfies Meta<typeof SignInView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty card: typing and "Sign In" go to the page's form. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up?redirect=%2Fcheckout',
    );
    await userEvent.type(canvas.getByLabelText('Email'), 'd');
    await expect(args.email.onValueChange).toHaveBeenCalledWith('d');
    await userEvent.type(canvas.getByLabelText('Password'), 'g');
    await expect(args.password.onValueChange).toHaveBeenCalledWith('g');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Enter in a field submits too (HTML's implicit submission).
    await userEvent.type(canvas.getByLabelText('Password'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    // Typing left focus in a field; its ring is not part of this state's picture.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** It fills a phone's width. */
export const EmptyMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
  },
};

/** Spec 5 after an empty submit: each field names what is missing. */
export const Required: Story = {
  args: fields('', '', true),
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter Email.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter Password.',
    );
  },
};

/** A malformed e-mail and a short password. */
export const Invalid: Story = {
  args: fields('demo@greenleaf', 'abc', true),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please provide a correct email address!',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please provide at least 6 characters!',
    );
  },
};

/** In flight: the button keeps its name, busy and disabled (no double submit). */
export const Submitting: Story = {
  args: { ...fields(DEMO_EMAIL, DEMO_PASSWORD), submitting: true },
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Sign In' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_EMAIL);
    // Neither Enter in a field (HTML's implicit submission clicks the submit button) nor a click
    // submits again, and the clicked button keeps focus.
    await userEvent.type(canvas.getByLabelText('Password'), '{Enter}');
    await userEvent.click(submit);
    await expect(submit).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurActive();
  },
};

/** Spec 7.1, 8: the server's own message above the button. */
export const ServerError: Story = {
  args: { ...fields(DEMO_EMAIL, 'not-my-password'), serverError: 'Invalid email or password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};
