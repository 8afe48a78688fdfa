import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ChatConversationSchema, ChatMessageSchema } from '../../../schemas';
import type { OutgoingMessage } from '../../rules/chatThread';
import { chatDays, conversationRow } from './chatRows';

/** A Wednesday afternoon. */
const now = dayjs('2026-11-18T14:00:00');
const message = (fields: Record<string, unknown>) => ChatMessageSchema.parse(fields);

describe('conversationRow', () => {
  const conversation = (fields: Record<string, unknown>) =>
    ChatConversationSchema.parse({
      _id: 'chat troy',
      retailerName: 'Greenleaf Market Troy',
      unreadCount: 2,
      ...fields,
    });

  it('links to the thread and shows the last message with a chat-style date', () => {
    const row = conversationRow(
      conversation({
        lastMessage: {
          sender: 'shopper',
          text: 'Thanks,\n on my way.',
          sentAt: '2026-11-14T09:00:00',
        },
      }),
      now,
    );
    expect(row).toEqual({
      key: 'chat troy',
      href: '/chat-with-retailer/chat%20troy',
      storeName: 'Greenleaf Market Troy',
      preview: 'You: Thanks, on my way.',
      dateLabel: 'Saturday',
      dateTime: '2026-11-14T09:00:00',
      unreadCount: 2,
    });
  });

  it('has no date without a last message', () => {
    const row = conversationRow(conversation({}), now);
    expect([row.preview, row.dateLabel, row.dateTime]).toEqual(['No messages yet', '', '']);
  });
});

describe('chatDays', () => {
  const server = [
    message({ _id: 'm1', sender: 'retailer', text: 'Hello', sentAt: '2026-11-17T16:05:00' }),
    message({ _id: 'm2', sender: 'shopper', text: 'Hi', sentAt: '2026-11-18T09:30:00' }),
  ];
  const failed: OutgoingMessage = {
    clientId: 'c1',
    text: 'Open late?',
    writtenAt: '2026-11-18T13:58:00',
    status: 'failed',
    error: 'Chat is busy.',
  };

  it('groups bubbles under day labels with their clock time and status', () => {
    expect(chatDays(server, [failed], now)).toEqual([
      {
        label: 'Yesterday',
        bubbles: [
          {
            key: 'm1',
            mine: false,
            text: 'Hello',
            time: '4:05 PM',
            dateTime: '2026-11-17T16:05:00',
            status: 'delivered',
            error: '',
          },
        ],
      },
      {
        label: 'Today',
        bubbles: [
          {
            key: 'm2',
            mine: true,
            text: 'Hi',
            time: '9:30 AM',
            dateTime: '2026-11-18T09:30:00',
            status: 'delivered',
            error: '',
          },
          {
            key: 'c1',
            mine: true,
            text: 'Open late?',
            time: '1:58 PM',
            dateTime: '2026-11-18T13:58:00',
            status: 'failed',
            error: 'Chat is busy.',
          },
        ],
      },
    ]);
  });

  it('shows nothing for an empty thread', () => {
    expect(chatDays([], [], now)).toEqual([]);
  });
});
