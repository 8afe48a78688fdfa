import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import ContentPage from '../../engine/pages/ContentPage';
import { errorHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { troyPickup, withCart } from '../cart/cartSeed';
import { Main } from '../catalogue/storyHelpers';
import { expectPageAlert } from '../pageAlert';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** /contact and /career, connected: stores and openings from the mock backend. */
const meta = {
  title: 'Support/Contact and Career',
  component: ContentPage,
  render: () => (
    <Main>
      <ContentPage />
    </Main>
  ),
  parameters: { route: '/contact', stores: { storeContext: troyPickup } },
  decorators: [withCart],
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contact: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Greenleaf Market Detroit', undefined, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const ContactMobile: Story = { ...Contact, globals: MOBILE };

export const ContactStoresLoading: Story = {
  parameters: { msw: [loadingHandler('retailers')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Send Message' })).toBeVisible();
  },
};

export const ContactInvalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '248555');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(
      canvas.getByText('Please provide a correct email address!', { selector: 'p' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Contact number should contain at least 10 digits.', { selector: 'p' }),
    ).toBeVisible();
    await expect(canvas.getByText('Please enter Message.', { selector: 'p' })).toBeVisible();
  },
};

async function fillContact(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Do you stock Wana?');
  await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
}

export const ContactSubmitting: Story = {
  parameters: { msw: [loadingHandler('contactMessage')] },
  play: async ({ canvas }) => {
    await fillContact(canvas);
    const send = canvas.getByRole('button', { name: 'Send Message' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveFocus();
  },
};

export const ContactServerError: Story = {
  parameters: {
    msw: [errorHandler('contactMessage', 429, 'Too many messages. Please wait a minute.')],
  },
  play: async ({ canvas }) => {
    await fillContact(canvas);
    await expectPageAlert(canvas, 'Too many messages. Please wait a minute.');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  },
};

export const ContactSent: Story = {
  play: async ({ canvas }) => {
    await fillContact(canvas);
    await waitFor(() => expect(canvas.getAllByText(/Thanks for reaching out!/)[0]).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  },
};

export const Career: Story = {
  parameters: { route: '/career', site: 'deals-v2' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Budtender' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const CareerMobile: Story = { ...Career, globals: MOBILE };

/** Spec 5: a missing resume reads "Please upload Resume.". */
export const CareerNoResume: Story = {
  parameters: { route: '/career', site: 'deals-v2' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply Now' }));
    await expect(canvas.getByText('Please upload Resume.', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('Please enter Name.', { selector: 'p' })).toBeVisible();
  },
};
