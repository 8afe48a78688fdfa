import { useCurrentRoute } from '../routing/useRoutes';
import { ChatThreadPage, ConversationsPage } from './chat/ChatPages';
import { PageFrame } from './frame/PageFrame';

/**
 * Route group: customer support, tickets and chat with a retailer. Which one shows comes from
 * the matched route of the route table; the support and ticket pages are still their frame.
 */
export default function SupportPage() {
  const match = useCurrentRoute();
  const id = match?.route.id ?? '';
  if (id === 'chatWithRetailer') return <ConversationsPage />;
  if (id === 'chatWithRetailerDetails') return <ChatThreadPage id={match?.params.id ?? ''} />;
  return <PageFrame />;
}
