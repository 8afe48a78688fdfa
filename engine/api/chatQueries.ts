import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from './ApiClientProvider';
import type { ApiClient } from './client';
import { defaultApiClient } from './defaultClient';
import { readPage, readRecord } from './readWith';

/** Asks the open thread again this often, so the store's answers arrive without a reload. */
export const CHAT_POLL_MS = 2000;

const noToken = (token: string | null) => token === null || token === '';

/**
 * The signed-in shopper's conversations, latest message first (token required, spec 6). The
 * token is in the key so one shopper's chats never show for the next on a shared device.
 */
export const chatsQuery = (token: string | null, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['chats', token],
    queryFn: noToken(token)
      ? skipToken
      : async ({ signal }) =>
          (
            await readPage(
              (s) => s.ChatConversationSchema,
              await client.get('/chats', { token: token ?? '', signal }),
              'GET /chats',
            )
          ).items,
  });

export const chatThreadQuery = (
  token: string | null,
  id: string,
  client: ApiClient = defaultApiClient,
) =>
  queryOptions({
    queryKey: ['chats', token, id],
    queryFn:
      noToken(token) || id === ''
        ? skipToken
        : async ({ signal }) =>
            readRecord(
              (s) => s.ChatThreadSchema,
              await client.get(`/chats/${encodeURIComponent(id)}`, { token: token ?? '', signal }),
              'GET /chats/:id',
            ),
  });

export const useChats = (token: string | null) => useQuery(chatsQuery(token, useApiClient()));

/** The thread, asked again every CHAT_POLL_MS while it is open (and only in the browser). */
export const useChatThread = (token: string | null, id: string) =>
  useQuery({ ...chatThreadQuery(token, id, useApiClient()), refetchInterval: CHAT_POLL_MS });
