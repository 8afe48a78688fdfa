import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mockBackend } from '../../.storybook/mockBackend';
import SupportPage from '../../engine/pages/SupportPage';
import { DEMO_EMAIL } from '../../fixtures/data';
import { seedSessionFor } from '../../fixtures/mocks/seedSession';
import { withCart } from '../cart/cartSeed';
import { Main } from '../catalogue/storyHelpers';
import { errorHandler, fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { expectPageAlert } from '../pageAlert';
import { guestAtTroy, signedInAtTroy } from '../shopperSession';
import { token } from './supportStoryFixtures';
import { MOBILE } from '../viewports';

/** Customer support, connected: the hub, creating a ticket and the ticket list. */
const meta = {
  title: 'Support/Pages',
  component: SupportPage,
  render: () => (
    <Main>
      <SupportPage />
    </Main>
  ),
  parameters: { route: '/customer-support', stores: signedInAtTroy(token) },
  decorators: [withCart],
  beforeEach: () => {
    // The preview resets the backend before each story; the demo shopper's session comes back.
    seedSessionFor(mockBackend.state, DEMO_EMAIL);
  },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hub: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Chat with Retailer/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Create Ticket/ })).toHaveAttribute(
      'href',
      '/create-ticket',
    );
  },
};

/** Spec 2.4: without chatPlatformCms the hub has no chat card. */
export const HubChatOff: Story = {
  parameters: { site: 'chat-disabled' },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /Create Ticket/ });
    await expect(canvas.queryByRole('link', { name: /Chat with Retailer/ })).toBeNull();
  },
};

export const HubMobile: Story = { ...Hub, globals: MOBILE };

export const CreateTicket: Story = {
  parameters: { route: '/create-ticket' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Subject' })).toBeVisible();
  },
};

export const CreateTicketMobile: Story = { ...CreateTicket, globals: MOBILE };

/** Spec 5: the first empty field is the warning toast; every empty required field says so. */
export const CreateTicketInvalid: Story = {
  parameters: { route: '/create-ticket' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit Ticket' }));
    await expect(canvas.getByText('Please enter Subject.', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('Please enter Category.', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('Please enter Message.', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveFocus();
  },
};

async function fillTicket(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Subject' }), 'Wrong item');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Order');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'I got the wrong vape.');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Ticket' }));
}

export const CreateTicketSubmitting: Story = {
  parameters: { route: '/create-ticket', msw: [loadingHandler('createTicket')] },
  play: async ({ canvas }) => {
    await fillTicket(canvas);
    const submit = canvas.getByRole('button', { name: 'Submit Ticket' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveFocus();
  },
};

/** Spec 7.1, 8: the server's own words. */
export const CreateTicketServerError: Story = {
  parameters: {
    route: '/create-ticket',
    msw: [errorHandler('createTicket', 503, 'Support is offline until 9 AM. Please try again.')],
  },
  play: async ({ canvas }) => {
    await fillTicket(canvas);
    await expectPageAlert(canvas, 'Support is offline until 9 AM.');
    await expect(canvas.getByRole('button', { name: 'Submit Ticket' })).toHaveFocus();
  },
};

export const CreateTicketGuest: Story = {
  parameters: { route: '/create-ticket', stores: guestAtTroy },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Sign in for customer support' }),
    ).toBeVisible();
  },
};

/** The seeded answered ticket, opened to its reply. */
export const TicketList: Story = {
  parameters: { route: '/ticket-list' },
  play: async ({ canvas }) => {
    const summary = await canvas.findByText('Missing pre-roll in my pickup order', undefined, {
      timeout: 8000,
    });
    await expect(canvas.getByText('1 ticket')).toBeVisible();
    await expect(canvas.getByText('Answered')).toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(/added a credit for the missing pre-roll/)).toBeVisible();
  },
};

export const TicketListMobile: Story = { ...TicketList, globals: MOBILE };

export const TicketListLoading: Story = {
  parameters: { route: '/ticket-list', msw: [loadingHandler('tickets')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your tickets…')).toBeVisible();
  },
};

export const TicketListEmpty: Story = {
  parameters: {
    route: '/ticket-list',
    msw: [fixedHandler('tickets', { statusCode: 200, data: { data: [], total: 0 } })],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tickets yet')).toBeVisible();
  },
};

export const TicketListError: Story = {
  parameters: {
    route: '/ticket-list',
    msw: [errorHandler('tickets', 503, 'Tickets are down for maintenance until 2 PM.')],
  },
  play: async ({ canvas }) => {
    await expectPageAlert(canvas, 'Tickets are down for maintenance until 2 PM.');
  },
};

export const TicketListGuest: Story = {
  parameters: { route: '/ticket-list', stores: guestAtTroy },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};
