import type { ConversationListProps } from '../../../variants/chat/types';
import { useChats } from '../../api/chatQueries';
import { errorMessage } from '../../api/errors';
import { chatDateLabel } from '../../rules/dateLabels';
import { lastMessagePreview } from '../../rules/chatThread';
import { useNow } from '../storeSelection/clock';
import { useChatAccess } from './useChatAccess';

/** /chat-with-retailer: the shopper's conversations per store, latest first. */
export function useConversationList(): ConversationListProps {
  const access = useChatAccess();
  const query = useChats(access.token);
  const now = useNow();
  const status: ConversationListProps['status'] = !access.enabled
    ? 'unavailable'
    : access.token === null
      ? 'guest'
      : query.isError
        ? 'error'
        : query.isPending
          ? 'loading'
          : 'ready';
  return {
    status,
    conversations: (query.data ?? []).map((c) => ({
      key: c._id,
      href: `/chat-with-retailer/${encodeURIComponent(c._id)}`,
      storeName: c.retailerName,
      preview: lastMessagePreview(c.lastMessage),
      dateLabel: c.lastMessage?.sentAt ? chatDateLabel(c.lastMessage.sentAt, now) : '',
      dateTime: c.lastMessage?.sentAt ?? '',
      unreadCount: c.unreadCount,
    })),
    errorMessage: query.isError ? errorMessage(query.error) : '',
    onSignIn: access.onSignIn,
    onRetry: () => void query.refetch(),
  };
}
