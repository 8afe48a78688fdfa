import type { Ticket } from '../../../schemas';
import { TicketListView } from '../../../variants/support/SupportViews';
import type { TicketListProps, TicketRow } from '../../../variants/support/types';
import { errorMessage } from '../../api/errors';
import { useTickets } from '../../api/supportCalls';
import { relativeDateLabel } from '../../rules/dateLabels';
import { replyAuthorLabel, ticketCountLabel, ticketStatusLabel } from '../../rules/support';
import { useNow } from '../../viewmodels/storeSelection/clock';
import type { Dayjs } from 'dayjs';
import { PageFrame } from '../frame/PageFrame';
import { useSupportAccess } from './useSupportAccess';

function rowOf(ticket: Ticket, now: Dayjs): TicketRow {
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

/** /ticket-list (signed in): tickets with status and relative date, each opening to its replies. */
export function TicketListPage() {
  const access = useSupportAccess();
  const query = useTickets(access.token);
  const now = useNow();
  const status: TicketListProps['status'] =
    access.token === null
      ? 'guest'
      : query.isError
        ? 'error'
        : query.isPending
          ? 'loading'
          : 'ready';
  const tickets = (query.data ?? []).map((ticket) => rowOf(ticket, now));
  return (
    <PageFrame description="Your support tickets and our team’s replies.">
      <TicketListView
        status={status}
        tickets={tickets}
        countLabel={ticketCountLabel(status === 'ready' ? tickets.length : null)}
        errorMessage={query.isError ? errorMessage(query.error) : ''}
        onSignIn={access.onSignIn}
        onRetry={() => void query.refetch()}
      />
    </PageFrame>
  );
}
