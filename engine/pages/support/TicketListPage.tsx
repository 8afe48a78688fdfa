import { TicketListView } from '../../../variants/support/SupportViews';
import type { TicketListProps } from '../../../variants/support/types';
import { errorMessage } from '../../api/errors';
import { accountQueryStatus } from '../../api/queryStatus';
import { useTickets } from '../../api/supportCalls';
import { ticketCountLabel } from '../../rules/support';
import { useNow } from '../../viewmodels/storeSelection/clock';
import { PageFrame } from '../frame/PageFrame';
import { ticketRow } from './ticketRows';
import { useSupportAccess } from './useSupportAccess';

/** /ticket-list (signed in): tickets with status and relative date, each opening to its replies. */
export function TicketListPage() {
  const access = useSupportAccess();
  const query = useTickets(access.token);
  const now = useNow();
  const status: TicketListProps['status'] = accountQueryStatus(access.token !== null, query);
  const tickets = (query.data ?? []).map((ticket) => ticketRow(ticket, now));
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
