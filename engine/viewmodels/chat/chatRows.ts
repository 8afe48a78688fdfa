// What the chat views show, from the server's records: pure, so the list and the thread read the
// same in the app, the stories and the tests.
import dayjs, { type ConfigType } from 'dayjs';
import type { ChatConversation, ChatMessage } from '../../../schemas';
import type { ChatDayData, ConversationData } from '../../../variants/chat/types';
import {
  lastMessagePreview,
  threadDays,
  threadEntries,
  type OutgoingMessage,
} from '../../rules/chatThread';
import { chatDateLabel } from '../../rules/dateLabels';

/** A /chat-with-retailer row: the store, its last message and a spec 9 chat-style date. */
export function conversationRow(conversation: ChatConversation, now: ConfigType): ConversationData {
  const sentAt = conversation.lastMessage?.sentAt ?? '';
  return {
    key: conversation._id,
    href: `/chat-with-retailer/${encodeURIComponent(conversation._id)}`,
    storeName: conversation.retailerName,
    preview: lastMessagePreview(conversation.lastMessage),
    dateLabel: sentAt ? chatDateLabel(sentAt, now) : '',
    dateTime: sentAt,
    unreadCount: conversation.unreadCount,
  };
}

/** The server's messages and the outbox, as bubbles under chat-style day labels. */
export function chatDays(
  messages: readonly ChatMessage[],
  outbox: readonly OutgoingMessage[],
  now: ConfigType,
): ChatDayData[] {
  return threadDays(threadEntries(messages, outbox), now).map((day) => ({
    label: day.label,
    bubbles: day.entries.map((entry) => ({
      key: entry.key,
      mine: entry.mine,
      text: entry.text,
      time: dayjs(entry.at).format('h:mm A'),
      dateTime: entry.at,
      status: entry.status,
      error: entry.error,
    })),
  }));
}
