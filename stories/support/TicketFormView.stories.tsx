import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  TICKET_CATEGORY_OPTIONS,
  TICKET_FIELDS,
  type TicketKey,
} from '../../engine/pages/support/supportFields';
import { TicketFormView } from '../../variants/support/SupportViews';
import type { TicketFormProps } from '../../variants/support/types';
import {
  boundForm,
  fileBinding,
  MOBILE,
  pageColumn,
  pdf,
  problems,
  type FormSetup,
} from './supportStoryFixtures';

/** The form as CreateTicketPage binds it, with the given values, messages and state. */
function ticketForm(setup: FormSetup<TicketKey> = {}): TicketFormProps['form'] {
  const form = boundForm(TICKET_FIELDS, setup);
  return { ...form, attachment: fileBinding(form.attachment, setup.fileName) };
}

const filledTicket = {
  values: {
    subject: 'Wrong item in my order',
    category: 'Order',
    message: 'I ordered a Blue Dream cartridge and got a Gelato #41 one instead.',
  },
  fileName: 'receipt.pdf',
};

/** /create-ticket's form alone: every state the page can hand it. */
const meta = {
  title: 'Support/SupportViews/TicketFormView',
  component: TicketFormView,
  decorators: [pageColumn],
  args: {
    status: 'ready',
    onSignIn: fn(),
    categories: TICKET_CATEGORY_OPTIONS,
    form: ticketForm(),
  },
} satisfies Meta<typeof TicketFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing, choosing a category and a file, and submitting each report out. */
export const TicketForm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const { form } = args;
    await expect(canvas.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'W');
    await expect(form.subject.onValueChange).toHaveBeenCalledWith('W');
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a category', ...TICKET_CATEGORY_OPTIONS]);
    await userEvent.selectOptions(category, 'Order');
    await expect(form.category.onValueChange).toHaveBeenCalledWith('Order');
    const receipt = pdf('receipt.pdf');
    await userEvent.upload(canvas.getByLabelText('Attachment'), receipt);
    await expect(form.attachment.onFile).toHaveBeenCalledWith(receipt);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Ticket' }));
    await expect(form.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const TicketFormMobile: Story = {
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toBeVisible();
    await expect(canvas.getByText('Optional: a photo or PDF, up to 5 MB.')).toBeVisible();
  },
};

/** Spec 5: every empty required field says so under itself and is marked invalid. */
export const TicketFormInvalid: Story = {
  args: {
    form: ticketForm({
      errors: problems(TICKET_FIELDS, { subject: '', category: '', message: '', attachment: null }),
    }),
  },
  play: async ({ canvas }) => {
    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toHaveAccessibleDescription('Please enter Subject.');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Please enter Category.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Please enter Message.',
    );
    await expect(canvas.getByLabelText('Attachment')).not.toHaveAttribute('aria-invalid');
  },
};

/** While the ticket is on its way: the button is busy; the chosen file's name shows. */
export const TicketFormSubmitting: Story = {
  args: { form: ticketForm({ ...filledTicket, state: { submitting: true } }) },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Submit Ticket' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Selected: receipt.pdf')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('Order');
  },
};

/** Spec 7.1, 8: the server's own words above the button. */
export const TicketFormServerError: Story = {
  args: {
    form: ticketForm({
      ...filledTicket,
      state: { serverError: 'Support is offline until 9 AM. Please try again.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Support is offline until 9 AM. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
  },
};

/** Spec 6: guests are asked to sign in instead of the form. */
export const TicketFormGuest: Story = {
  args: { status: 'guest' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Sign in for customer support' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};
