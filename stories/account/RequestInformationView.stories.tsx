import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DEMO_EMAIL } from '../../fixtures/data';
import { RequestInformationView } from '../../variants/account/AccountViews';
import { jordan, mobile } from './accountStoryFixtures';
import { blurActive, pageColumn } from './accountStoryHelpers';

/** /account/request-your-information alone, from fixture props. */
const meta = {
  title: 'Account/AccountViews/RequestInformationView',
  component: RequestInformationView,
  decorators: [pageColumn],
  args: {
    email: jordan.email,
    submitting: false,
    serverError: null,
    confirmation: null,
    onRequest: fn(),
  },
} satisfies Meta<typeof RequestInformationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequestInformation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'A copy of your information' })).toBeVisible();
    await expect(canvas.getByText(DEMO_EMAIL)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a Copy' }));
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

export const RequestInformationSubmitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    const request = canvas.getByRole('button', { name: 'Request a Copy' });
    await expect(request).toBeDisabled();
    await expect(request).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server's confirmation replaces the button: one request is enough. */
export const RequestInformationSent: Story = {
  args: {
    confirmation: `Request received. A copy of your information will be e-mailed to ${DEMO_EMAIL} within 30 days.`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('within 30 days');
    await expect(canvas.queryByRole('button', { name: 'Request a Copy' })).toBeNull();
  },
};

/** A refusal leaves the button, so the shopper can try again. */
export const RequestInformationErrorMobile: Story = {
  args: { serverError: 'Something went wrong. Please try again.' },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Request a Copy' })).toBeEnabled();
  },
};
