import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatMessageBody } from '../../../schemas/api/requestBodies';
import type { ChatThreadViewProps } from '../../../variants/chat/types';
import { useApiClient } from '../../api/ApiClientProvider';
import { useChatThread } from '../../api/chatQueries';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../../api/errors';
import { queryStatus } from '../../api/queryStatus';
import { isNotFound } from '../../api/notFound';
import { useApiMutation } from '../../api/useApiMutation';
import { canSendChat, type OutgoingMessage } from '../../rules/chatThread';
import { useNow } from '../storeSelection/clock';
import { chatDays } from './chatRows';
import { useChatAccess } from './useChatAccess';

type Outgoing = ChatMessageBody;

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * /chat-with-retailer/{id}: the thread (polled), the draft and the outbox. A message shows at once
 * as "Sending…", turns into the server's copy when the thread has it, or fails with the server's
 * message and "Retry", which sends the same clientId so a send that did arrive is stored once.
 */
export function useChatThreadModel(id: string): ChatThreadViewProps {
  const access = useChatAccess();
  const query = useChatThread(access.token, id);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const now = useNow();
  const [draft, setDraft] = useState('');
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);

  const mark = (clientId: string, patch: Partial<OutgoingMessage>) =>
    setOutbox((entries) => entries.map((e) => (e.clientId === clientId ? { ...e, ...patch } : e)));

  const mutation = useApiMutation(
    (message: Outgoing) =>
      client.post(`/chats/${encodeURIComponent(id)}/messages`, message, {
        token: access.token ?? '',
      }),
    {
      onSuccess: (result, message) => {
        if (!result.ok) {
          mark(message.clientId, {
            status: 'failed',
            error: result.message ?? FALLBACK_ERROR_MESSAGE,
          });
          return;
        }
        mark(message.clientId, { status: 'sent', error: '' });
        void queryClient.invalidateQueries({ queryKey: ['chats', access.token] });
      },
      onError: (error, message) =>
        mark(message.clientId, { status: 'failed', error: errorMessage(error) }),
    },
  );

  const send = (message: Outgoing) => mutation.mutate(message);

  const status: ChatThreadViewProps['status'] = !access.enabled
    ? 'unavailable'
    : access.token === null
      ? 'guest'
      : isNotFound(query)
        ? 'notFound'
        : queryStatus(query);

  return {
    status,
    storeName: query.data?.retailerName ?? '',
    backHref: '/chat-with-retailer',
    days: chatDays(query.data?.messages ?? [], outbox, now),
    draft,
    canSend: canSendChat(draft),
    errorMessage: query.isError ? errorMessage(query.error) : '',
    onDraftChange: setDraft,
    onSend: () => {
      if (!canSendChat(draft)) return;
      const message = { clientId: newClientId(), text: draft.trim() };
      setOutbox((entries) => [
        ...entries,
        { ...message, writtenAt: now.toISOString(), status: 'sending', error: '' },
      ]);
      setDraft('');
      send(message);
    },
    onRetry: (key) => {
      const failed = outbox.find((entry) => entry.clientId === key);
      if (!failed) return;
      mark(key, { status: 'sending', error: '' });
      send({ clientId: failed.clientId, text: failed.text });
    },
    onSignIn: access.onSignIn,
    onReload: () => void query.refetch(),
  };
}
