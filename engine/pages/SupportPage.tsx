import { useCurrentRoute } from '../site/useRoutes';
import { ChatThreadPage, ConversationsPage } from './chat/ChatPages';
import NotFoundPage from './NotFoundPage';
import { CreateTicketPage } from './support/CreateTicketPage';
import { SupportHubPage } from './support/SupportHubPage';
import { TicketListPage } from './support/TicketListPage';

/**
 * Route group: customer support, tickets and chat with a retailer. Which one shows comes from
 * the matched route of the route table.
 */
export default function SupportPage() {
  const match = useCurrentRoute();
  const id = match?.route.id ?? '';
  if (id === 'customerSupport') return <SupportHubPage />;
  if (id === 'createTicket') return <CreateTicketPage />;
  if (id === 'ticketList') return <TicketListPage />;
  if (id === 'chatWithRetailer') return <ConversationsPage />;
  if (id === 'chatWithRetailerDetails') return <ChatThreadPage id={match?.params.id ?? ''} />;
  return <NotFoundPage />;
}
