import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import AuthPage from '../../engine/pages/AuthPage';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../fixtures/data';
import { loadingHandler } from '../../fixtures/mocks/handlers';
import { withCart } from '../cart/cartSeed';
import { expectPageAlert } from '../pageAlert';
import { guestAtTroy } from '../shopperSession';
import { MOBILE } from '../viewports';

/** Sign in, sign up and the customer choice (spec 2.1), connected to the mock backend. */
const meta = {
  title: 'Account/Auth Pages',
  component: AuthPage,
  parameters: { route: '/sign-in', stores: guestAtTroy },
  decorators: [withCart],
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  },
};

export const SignInEmptyMobile: Story = { ...SignInEmpty, globals: MOBILE };

/** Spec 5: each empty required field, named; the first is the warning toast. */
export const SignInRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter Email.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter Password.',
    );
    await expect(email).toHaveFocus();
    await waitFor(() => expect(document.querySelector('.Toastify__toast--warning')).not.toBeNull());
  },
};

export const SignInShortPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), DEMO_EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please provide at least 6 characters!',
    );
  },
};

export const SignInSubmitting: Story = {
  parameters: { msw: [loadingHandler('signIn')] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), DEMO_EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveFocus();
  },
};

/** Spec 7.1, 8: the server's own message, inline and as the error toast. */
export const SignInServerError: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), DEMO_EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), 'not-my-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectPageAlert(canvas, 'Invalid email or password');
    // The busy button kept focus: the shopper tries again from where they were.
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveFocus();
  },
};

export const SignUpEmpty: Story = {
  parameters: { route: '/sign-up' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Password']) {
      await expect(canvas.getByLabelText(label)).toBeVisible();
    }
  },
};

export const SignUpEmptyMobile: Story = { ...SignUpEmpty, globals: MOBILE };

async function fillSignUp(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  values: { email: string; phone: string; password: string },
) {
  await userEvent.type(canvas.getByLabelText('First Name'), 'Ada');
  await userEvent.type(canvas.getByLabelText('Last Name'), 'Lovelace');
  await userEvent.type(canvas.getByLabelText('Email'), values.email);
  await userEvent.type(canvas.getByLabelText('Phone'), values.phone);
  await userEvent.type(canvas.getByLabelText('Password'), values.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
}

export const SignUpInvalid: Story = {
  parameters: { route: '/sign-up' },
  play: async ({ canvas, userEvent }) => {
    await fillSignUp(canvas, userEvent, { email: 'ada@example', phone: '248555', password: 'abc' });
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please provide a correct email address!',
    );
    await expect(canvas.getByLabelText('Phone')).toHaveValue('+1 (248) 555');
    await expect(canvas.getByLabelText('Phone')).toHaveAccessibleDescription(
      /Contact number should contain at least 10 digits\./,
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      /Please provide at least 6 characters!/,
    );
  },
};

export const SignUpServerError: Story = {
  parameters: { route: '/sign-up' },
  play: async ({ canvas, userEvent }) => {
    await fillSignUp(canvas, userEvent, {
      email: DEMO_EMAIL,
      phone: '2485550123',
      password: 'analytical',
    });
    await expectPageAlert(canvas, 'An account with this email already exists');
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveFocus();
  },
};

export const SignUpSubmitting: Story = {
  parameters: { route: '/sign-up', msw: [loadingHandler('signUp')] },
  play: async ({ canvas, userEvent }) => {
    await fillSignUp(canvas, userEvent, {
      email: 'ada@example.com',
      phone: '2485550123',
      password: 'analytical',
    });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveFocus();
  },
};

/** A shopper already signed in is told so instead of a second form. */
export const SignedInAlready: Story = {
  parameters: {
    stores: {
      ...guestAtTroy,
      session: {
        sessionHandle: 'story-token',
        user: {
          _id: 'u-0001',
          email: DEMO_EMAIL,
          firstName: 'Jordan',
          lastName: 'Rivera',
          fullName: 'Jordan Rivera',
          phone: '+1 (248) 555-0199',
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are signed in as Jordan Rivera.')).toBeVisible();
  },
};

export const CustomerChoice: Story = {
  parameters: { route: '/customer-choice' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Are you 21 or older?' })).toBeVisible();
    // The default site has a medical menu (isMedicalTypeOn), so both menus are offered.
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

/** isMedicalTypeOn: the menu choice is offered (spec 6). */
export const CustomerChoiceMedical: Story = {
  parameters: { route: '/customer-choice', site: 'age-gate' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: /Recreational/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Medical/ }));
    await expect(canvas.getByRole('radio', { name: /Medical/ })).toBeChecked();
  },
};

export const CustomerChoiceMedicalMobile: Story = {
  parameters: { route: '/customer-choice', site: 'age-gate' },
  globals: MOBILE,
};

export const CustomerChoiceDeclined: Story = {
  parameters: { route: '/customer-choice' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'No, I am under 21' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Sorry, you must be 21 or older to enter this store.',
    );
  },
};
