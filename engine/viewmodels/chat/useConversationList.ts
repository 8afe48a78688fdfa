import type { ConversationListProps } from '../../../variants/chat/types';
import { useChats } from '../../api/chatQueries';
import { errorMessage } from '../../api/errors';
import { accountQueryStatus } from '../../api/queryStatus';
import { useNow } from '../storeSelection/clock';
import { conversationRow } from './chatRows';
import { useChatAccess } from './useChatAccess';

/** /chat-with-retailer: the shopper's conversations per store, latest first. */
export function useConversationList(): ConversationListProps {
  const access = useChatAccess();
  const query = useChats(access.token);
  const now = useNow();
  const status: ConversationListProps['status'] = !access.enabled
    ? 'unavailable'
    : accountQueryStatus(access.token !== null, query);
  return {
    status,
    conversations: (query.data ?? []).map((c) => conversationRow(c, now)),
    errorMessage: query.isError ? errorMessage(query.error) : '',
    onSignIn: access.onSignIn,
    onRetry: () => void query.refetch(),
  };
}
