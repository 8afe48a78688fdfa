import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ticketRow } from '../../engine/pages/support/ticketRows';
import { ticketCountLabel } from '../../engine/rules/support';
import { createTicket, tickets as ticketsOf } from '../../fixtures/mocks/ticketsApi';
import { readPaginated, TicketSchema, type Ticket } from '../../schemas';
import { TicketListView } from '../../variants/support/SupportViews';
import { backend, MOBILE, NOW, pageColumn, pdf, token } from './supportStoryFixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The seeded answered ticket plus two the demo shopper opened, from the backend. */
function demoTickets(): Ticket[] {
  const at = NOW.valueOf();
  ticketsOf(backend.state, token, at); // seeds the answered ticket three days before NOW
  createTicket(
    backend.state,
    token,
    {
      subject: 'Can I change the e-mail address on my account?',
      category: 'Account',
      message: 'I moved to a new provider and would like my receipts to go there.',
    },
    at - 20 * DAY_MS,
  );
  createTicket(
    backend.state,
    token,
    {
      subject:
        'Order #10482 was charged twice and the second charge has not been refunded after five business days',
      category: 'Order',
      message:
        'I paid once at the pickup counter, but my bank shows two charges of $42.00.\nThe statement is attached.',
      attachment: pdf('bank-statement-june.pdf'),
    },
    at - 2 * 60 * 60 * 1000,
  );
  const { items } = readPaginated(TicketSchema, ticketsOf(backend.state, token, at).body);
  // The backend has no way to close a ticket; the oldest one shows the closed status.
  return items.map((ticket): Ticket =>
    ticket.subject.startsWith('Can I change') ? { ...ticket, status: 'closed' } : ticket,
  );
}

/** Rows as TicketListPage makes them (the engine's own mapping). */
const ticketRows = demoTickets().map((ticket) => ticketRow(ticket, NOW));

/** /ticket-list's list alone: every state the page can hand it. */
const meta = {
  title: 'Support/SupportViews/TicketListView',
  component: TicketListView,
  decorators: [pageColumn],
  args: {
    status: 'ready',
    tickets: ticketRows,
    countLabel: ticketCountLabel(ticketRows.length),
    errorMessage: '',
    onSignIn: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TicketListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Latest activity first, each with status and date; a ticket opens to its message and replies. */
export const TicketList: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('3 tickets')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create Ticket' })).toHaveAttribute(
      'href',
      '/create-ticket',
    );
    const tickets = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(tickets.map((ticket) => ticket.querySelector('summary')?.textContent)).toEqual([
      expect.stringMatching(/^Order #10482 was charged twice.*OpenOrder · Today$/),
      'Missing pre-roll in my pickup orderAnsweredOrder · 2 days ago',
      'Can I change the e-mail address on my account?ClosedAccount · 1 week ago',
    ]);
    await userEvent.click(canvas.getByText('Missing pre-roll in my pickup order'));
    await expect(canvas.getByText(/added a credit for the missing pre-roll/)).toBeVisible();
    await expect(canvas.getByText(/^Support team ·/)).toBeVisible();
    await userEvent.click(canvas.getByText(/^Order #10482 was charged twice/));
    await expect(canvas.getByText('Attachment: bank-statement-june.pdf')).toBeVisible();
  },
};

export const TicketListMobile: Story = {
  globals: MOBILE,
  play: async ({ canvas }) => {
    const longest = canvas.getByText(/^Order #10482 was charged twice/);
    await expect(longest).toBeVisible();
    await expect(longest.scrollWidth).toBeLessThanOrEqual(longest.clientWidth);
  },
};

export const TicketListLoading: Story = {
  args: { status: 'loading', tickets: [], countLabel: ticketCountLabel(null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your tickets…')).toBeVisible();
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const TicketListEmpty: Story = {
  args: { tickets: [], countLabel: ticketCountLabel(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 tickets')).toBeVisible();
    await expect(canvas.getByText('No tickets yet')).toBeVisible();
  },
};

/** Spec 8: the server's message and a retry. */
export const TicketListError: Story = {
  args: {
    status: 'error',
    tickets: [],
    errorMessage: 'Tickets are down for maintenance until 2 PM.',
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Tickets are down for maintenance until 2 PM.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const TicketListGuest: Story = {
  args: { status: 'guest', tickets: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};
