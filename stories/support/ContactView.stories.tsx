import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storeContact } from '../../engine/pages/support/storeContacts';
import { CONTACT_FIELDS, type ContactKey } from '../../engine/pages/support/supportFields';
import { contactMessage } from '../../fixtures/mocks/ticketsApi';
import { mutationOutcome, readPaginated, RetailerSchema } from '../../schemas';
import { ContactView } from '../../variants/support/SupportViews';
import type { ContactProps } from '../../variants/support/types';
import {
  backend,
  boundForm,
  MOBILE,
  pageColumn,
  problems,
  type FormSetup,
} from './supportStoryFixtures';

/** The retailer's stores as ContactPage lists them (the engine's own mapping). */
const stores = readPaginated(RetailerSchema, backend.retailers().body).items.map(storeContact);

/** The form as ContactPage binds it, with the given values, messages and state. */
const contactForm = (setup: FormSetup<ContactKey> = {}): ContactProps['form'] =>
  boundForm(CONTACT_FIELDS, setup);

const contactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  contactNumber: '',
  message: 'Do you stock Wana gummies at the Troy store?',
};
const badContact = { name: 'Ada', email: 'ada@', contactNumber: '248555', message: '' };

/** /contact's view alone: the form beside the stores, in every state the page can hand it. */
const meta = {
  title: 'Support/SupportViews/ContactView',
  component: ContactView,
  decorators: [pageColumn],
  args: { stores, storesLoading: false, form: contactForm() },
} satisfies Meta<typeof ContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form beside the stores; a store's number is a tel: link. */
export const Contact: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const { form } = args;
    const storeList = within(canvas.getByRole('region', { name: 'Our stores' }));
    await expect(storeList.getAllByRole('listitem')).toHaveLength(stores.length);
    await expect(storeList.getByText('Greenleaf Market Detroit')).toBeVisible();
    const call = storeList.getAllByRole('link', { name: /^Call : / })[0];
    await expect(call).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'a');
    await expect(form.email.onValueChange).toHaveBeenCalledWith('a');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Optional',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(form.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ContactMobile: Story = {
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Our stores' })).toBeInTheDocument();
  },
};

/** The stores are still loading; the form works already. */
export const ContactStoresLoading: Story = {
  args: { stores: [], storesLoading: true },
  play: async ({ canvas }) => {
    const storeList = within(canvas.getByRole('region', { name: 'Our stores' }));
    await expect(storeList.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

/** Spec 5: a bad e-mail, a short phone number and no message, each under its field. */
export const ContactInvalid: Story = {
  args: {
    form: contactForm({ values: badContact, errors: problems(CONTACT_FIELDS, badContact) }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please provide a correct email address!',
    );
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Contact number should contain at least 10 digits. Optional',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Please enter Message.',
    );
  },
};

export const ContactSubmitting: Story = {
  args: { form: contactForm({ values: contactValues, state: { submitting: true } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  },
};

/** Spec 7.1, 8: the server's own words above the button. */
export const ContactServerError: Story = {
  args: {
    form: contactForm({
      values: contactValues,
      state: { serverError: 'Too many messages. Please wait a minute.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many messages. Please wait a minute.',
    );
  },
};

/** The backend's confirmation, announced as a status. */
export const ContactSent: Story = {
  args: {
    form: contactForm({
      values: contactValues,
      state: {
        successMessage: mutationOutcome(contactMessage(backend.state, contactValues).body).message,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thanks for reaching out! We will get back to you within one business day.',
    );
  },
};
