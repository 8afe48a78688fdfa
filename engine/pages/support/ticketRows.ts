import type { Dayjs } from 'dayjs';
import type { Ticket } from '../../../schemas';
import type { TicketRow } from '../../../variants/support/types';
import { relativeDateLabel } from '../../rules/dateLabels';
import { replyAuthorLabel, ticketStatusLabel } from '../../rules/support';

/** One /ticket-list row: status label and tone, spec 9 relative dates, replies by author. */
export function ticketRow(ticket: Ticket, now: Dayjs): TicketRow {
  return {
    key: ticket._id,
    subject: ticket.subject,
    category: ticket.category,
    statusLabel: ticketStatusLabel(ticket.status),
    statusTone: ticket.status,
    dateLabel: relativeDateLabel(ticket.updatedAt, now),
    dateTime: ticket.updatedAt,
    message: ticket.message,
    attachmentName: ticket.attachmentName,
    replies: ticket.replies.map((reply) => ({
      key: reply._id,
      author: replyAuthorLabel(reply.author),
      message: reply.message,
      dateLabel: relativeDateLabel(reply.createdAt, now),
      dateTime: reply.createdAt,
    })),
  };
}
