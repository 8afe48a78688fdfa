import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import AccountPage from '../../engine/pages/AccountPage';
import { errorHandler, fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { withCart } from '../cart/cartSeed';
import { expectPageAlert } from '../pageAlert';
import { guestAtTroy, signedInAtTroy } from '../shopperSession';
import { MOBILE } from '../viewports';
import { YOUR_ACCOUNT_LINK_NAMES } from './yourAccountLinks';

const jordan = {
  _id: 'u-0001',
  email: 'demo@greenleaf.test',
  firstName: 'Jordan',
  lastName: 'Rivera',
  fullName: 'Jordan Rivera',
  phone: '+1 (248) 555-0199',
};

/** GET /users/me as the mock backend answers the demo shopper. */
const me = fixedHandler('me', { statusCode: 200, data: jordan });
const signedIn = signedInAtTroy('story-token');

/** Profile, the account hub and its sub-pages (spec 2.1), connected to the mock backend. */
const meta = {
  title: 'Account/Account Pages',
  component: AccountPage,
  parameters: { route: '/account', stores: signedIn, msw: [me] },
  decorators: [withCart],
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.4's "Your Account" links, in order, with Sign Out asking first. */
export const AccountHub: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Hello, Jordan')).toBeVisible();
    const links = within(canvas.getByRole('navigation', { name: 'Your Account' })).getAllByRole(
      'link',
    );
    // The default site has the chat platform on (spec 6).
    await expect(links.map((link) => link.textContent)).toEqual(YOUR_ACCOUNT_LINK_NAMES);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(
      within(document.body).getByRole('dialog', { name: 'Are you sure you want to sign out?' }),
    ).toBeVisible();
  },
};

export const AccountHubMobile: Story = {
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hello, Jordan')).toBeVisible();
  },
};

/** /menu-profile: the mobile profile menu. */
export const MenuProfileMobile: Story = {
  parameters: { route: '/menu-profile' },
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Profile Menu', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'View Profile' })).toBeVisible();
  },
};

export const AccountGuest: Story = {
  parameters: { stores: guestAtTroy },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign in to see your account.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Faccount',
    );
  },
};

export const AccountLoading: Story = {
  parameters: { msw: [loadingHandler('me')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your account');
  },
};

export const AccountError: Story = {
  parameters: { msw: [errorHandler('me', 500, 'The account service is down for maintenance.')] },
  play: async ({ canvas }) => {
    await expectPageAlert(canvas, 'The account service is down for maintenance.');
  },
};

export const Profile: Story = {
  parameters: { route: '/profile' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Jordan Rivera')).toBeVisible();
    await expect(canvas.getByText('demo@greenleaf.test')).toBeVisible();
    await expect(canvas.getByText('+1 (248) 555-0199')).toBeVisible();
  },
};

export const ProfileMobile: Story = { ...Profile, globals: MOBILE };

export const ProfileEditInvalid: Story = {
  parameters: { route: '/profile' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    const form = within(canvas.getByRole('form', { name: 'Edit your details' }));
    await expect(form.getByLabelText('First Name')).toHaveValue('Jordan');
    await userEvent.clear(form.getByLabelText('First Name'));
    await userEvent.clear(form.getByLabelText('Phone'));
    await userEvent.type(form.getByLabelText('Phone'), '24855');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(form.getByLabelText('First Name')).toHaveAccessibleDescription(
      'Please enter First Name.',
    );
    await expect(form.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Contact number should contain at least 10 digits.',
    );
  },
};

export const ProfileSaveError: Story = {
  parameters: {
    route: '/profile',
    msw: [me, errorHandler('updateProfile', 409, 'An account with this email already exists')],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expectPageAlert(canvas, 'An account with this email already exists');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
  },
};

export const LoginAndSecurity: Story = {
  parameters: { route: '/account/login-and-security' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('demo@greenleaf.test')).toBeVisible();
    await expect(canvas.getByLabelText('Current Password')).toBeVisible();
  },
};

export const LoginAndSecurityWrongPassword: Story = {
  parameters: {
    route: '/account/login-and-security',
    msw: [me, errorHandler('changePassword', 403, 'Your current password is incorrect')],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Current Password'), 'guess123');
    await userEvent.type(canvas.getByLabelText('New Password'), 'another1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expectPageAlert(canvas, 'Your current password is incorrect');
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  },
};

export const LoginAndSecurityChanged: Story = {
  parameters: {
    route: '/account/login-and-security',
    msw: [
      me,
      fixedHandler('changePassword', { statusCode: 200, message: 'Password changed successfully' }),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Current Password'), 'greenleaf123');
    await userEvent.type(canvas.getByLabelText('New Password'), 'another1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Password changed successfully',
    );
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  },
};

export const RequestYourInformation: Story = {
  parameters: { route: '/account/request-your-information' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Request a Copy' })).toBeVisible();
  },
};

export const RequestYourInformationSent: Story = {
  parameters: {
    route: '/account/request-your-information',
    msw: [
      me,
      fixedHandler(
        'requestInformation',
        {
          statusCode: 201,
          message:
            'Request received. A copy of your information will be e-mailed to demo@greenleaf.test within 30 days.',
        },
        201,
      ),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Request a Copy' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('within 30 days');
    await expect(canvas.queryByRole('button', { name: 'Request a Copy' })).toBeNull();
  },
};

/** A server that accepts without words of its own: the page still confirms, with the address. */
export const RequestYourInformationSentSilently: Story = {
  parameters: {
    route: '/account/request-your-information',
    msw: [me, fixedHandler('requestInformation', { statusCode: 201 }, 201)],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Request a Copy' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `Request received. A copy of your information will be e-mailed to ${jordan.email}.`,
    );
    await expect(canvas.queryByRole('button', { name: 'Request a Copy' })).toBeNull();
  },
};

export const CloseYourAccount: Story = {
  parameters: { route: '/account/close-your-account' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close Your Account' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Close your account?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Close Account' })).toBeVisible();
  },
};

export const CloseYourAccountMobile: Story = {
  parameters: { route: '/account/close-your-account' },
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Close Your Account' })).toBeVisible();
  },
};
