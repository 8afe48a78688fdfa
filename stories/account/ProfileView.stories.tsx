import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PROFILE_FIELDS, type ProfileKey } from '../../engine/account/accountFields';
import { DEMO_EMAIL } from '../../fixtures/data';
import { ProfileView } from '../../variants/account/AccountViews';
import type { ProfileViewProps } from '../../variants/account/types';
import { demo, jordan, mobile } from './accountStoryFixtures';
import { binding, blurActive, pageColumn, submitSpy } from './accountStoryHelpers';

/** The edit form as the page builds it from the saved values (some overridden), checked against
 * spec 5 when `checked`. */
function profileForm(
  values: Partial<Record<ProfileKey, string>> = {},
  checked = false,
): ProfileViewProps['form'] {
  const value = {
    firstName: jordan.firstName,
    lastName: demo.lastName,
    email: jordan.email,
    phone: jordan.phone,
    ...values,
  };
  return {
    firstName: binding(PROFILE_FIELDS, 'firstName', value.firstName, checked),
    lastName: binding(PROFILE_FIELDS, 'lastName', value.lastName, checked),
    email: binding(PROFILE_FIELDS, 'email', value.email, checked),
    phone: binding(PROFILE_FIELDS, 'phone', value.phone, checked),
    submitting: false,
    serverError: null,
    onSubmit: submitSpy(),
  };
}

/** /profile alone, from fixture props: the saved details, and the edit form in its states. */
const meta = {
  title: 'Account/AccountViews/ProfileView',
  component: ProfileView,
  decorators: [pageColumn],
  args: { user: jordan, editing: false, onEdit: fn(), onCancel: fn(), form: profileForm() },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileDetails: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const details = within(canvas.getByRole('region', { name: 'Your details' }));
    await expect(details.getByText('Jordan Rivera')).toBeVisible();
    await expect(details.getByText(DEMO_EMAIL)).toBeVisible();
    await expect(details.getByText('+1 (248) 555-0199')).toBeVisible();
    await userEvent.click(details.getByRole('button', { name: 'Edit Profile' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** No phone on file ("Not given") and an e-mail long enough to wrap. */
export const ProfileNoPhoneLongEmail: Story = {
  args: {
    user: {
      ...jordan,
      email: 'jordan.alexander.rivera-montgomery.deliveries@greenleaf-dispensary-partners.test',
      phone: '',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not given')).toBeVisible();
    await expect(
      canvas.getByText(
        'jordan.alexander.rivera-montgomery.deliveries@greenleaf-dispensary-partners.test',
      ),
    ).toBeVisible();
  },
};

/** The edit form with the saved values; typing, Save Changes and Cancel go to the page. */
export const ProfileEditing: Story = {
  args: { editing: true },
  play: async ({ canvas, userEvent, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Edit your details' }));
    await expect(form.getByLabelText('First Name')).toHaveValue('Jordan');
    await expect(form.getByLabelText('Last Name')).toHaveValue('Rivera');
    await expect(form.getByLabelText('Email')).toHaveValue(DEMO_EMAIL);
    await expect(form.getByLabelText('Phone')).toHaveValue('+1 (248) 555-0199');
    await userEvent.type(form.getByLabelText('First Name'), 's');
    await expect(args.form.firstName.onValueChange).toHaveBeenCalledWith('Jordans');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(args.form.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** Spec 5 messages under the fields after a submit: an empty name, a short phone. */
export const ProfileEditInvalid: Story = {
  args: {
    editing: true,
    form: profileForm({ firstName: '', email: 'jordan@greenleaf', phone: '+1 (248) 555' }, true),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('First Name')).toHaveAccessibleDescription(
      'Please enter First Name.',
    );
    await expect(canvas.getByLabelText('Last Name')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please provide a correct email address!',
    );
    await expect(canvas.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Contact number should contain at least 10 digits.',
    );
  },
};

/** The server refused (spec 7.1, 8): its message above the buttons. */
export const ProfileSaveError: Story = {
  args: {
    editing: true,
    form: { ...profileForm(), serverError: 'An account with this email already exists' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

/** Saving on a phone: names stacked, Save Changes busy and disabled. */
export const ProfileSavingMobile: Story = {
  args: { editing: true, form: { ...profileForm(), submitting: true } },
  globals: mobile,
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save Changes' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
