import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SIGN_UP_FIELDS, type SignUpKey } from '../../engine/account/accountFields';
import { authHref } from '../../engine/rules/authRedirect';
import { DEMO_EMAIL } from '../../fixtures/data';
import SignUpView from '../../variants/account/SignUpView';
import { binding, pageColumn, submitSpy } from './accountStoryHelpers';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const EMPTY: Record<SignUpKey, string> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
};

/** Every field as typed (the phone already formatted, as the form shapes it), checked when asked. */
function fields(values: Partial<Record<SignUpKey, string>>, checked = false) {
  const value = { ...EMPTY, ...values };
  const field = (key: SignUpKey) => binding(SIGN_UP_FIELDS, key, value[key], checked);
  return {
    firstName: field('firstName'),
    lastName: field('lastName'),
    email: field('email'),
    phone: field('phone'),
    password: field('password'),
  };
}

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 (248) 555-0123',
  password: 'analytical',
};

/** The sign-up card alone, from fixture props; the connected page is in Account/Auth Pages. */
const meta = {
  title: 'Account/SignUpView',
  component: SignUpView,
  decorators: [pageColumn],
  args: {
    ...fields({}),
    submitting: false,
    serverError: null,
    // The page stops the browser's own submit; so does the story, which would otherwise reload.
    onSubmit: submitSpy(),
    // Sent here from checkout: the link keeps where the shopper was going.
    signInHref: authHref('/sign-in', '/checkout'),
  },
} satisfies Meta<typeof SignUpView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty card with its hints; typing and "Sign Up" go to the page's form. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Create your account' }));
    await expect(form.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Optional. 10 digits, e.g. +1 (248) 555-0199',
    );
    await expect(form.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 6 characters',
    );
    await expect(form.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Fcheckout',
    );
    await userEvent.type(form.getByLabelText('First Name'), 'A');
    await expect(args.firstName.onValueChange).toHaveBeenCalledWith('A');
    await userEvent.type(form.getByLabelText('Phone'), '2');
    await expect(args.phone.onValueChange).toHaveBeenCalledWith('2');
    await userEvent.click(form.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Typing left focus in a field; its ring is not part of this state's picture.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** Names stack on phones. */
export const EmptyMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Password']) {
      await expect(canvas.getByLabelText(label)).toBeVisible();
    }
  },
};

/** Spec 5 after a submit: missing names, a malformed e-mail, a short phone and password. */
export const Invalid: Story = {
  args: fields({ email: 'ada@example', phone: '+1 (248) 555', password: 'abc' }, true),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('First Name')).toHaveAccessibleDescription(
      'Please enter First Name.',
    );
    await expect(canvas.getByLabelText('Last Name')).toHaveAccessibleDescription(
      'Please enter Last Name.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please provide a correct email address!',
    );
    await expect(canvas.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Contact number should contain at least 10 digits. Optional. 10 digits, e.g. +1 (248) 555-0199',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please provide at least 6 characters! At least 6 characters',
    );
  },
};

/** The errors under stacked fields on a phone. */
export const InvalidMobile: Story = {
  ...Invalid,
  globals: mobile,
};

export const Submitting: Story = {
  args: { ...fields(ada), submitting: true },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Sign Up' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Phone')).toHaveValue('+1 (248) 555-0123');
  },
};

/** Spec 7.1, 8: the server's own message above the button. */
export const ServerError: Story = {
  args: {
    ...fields({ ...ada, email: DEMO_EMAIL }),
    serverError: 'An account with this email already exists',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
};
