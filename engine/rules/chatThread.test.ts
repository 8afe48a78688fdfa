import { describe, expect, it } from 'vitest';
import { ChatMessageSchema } from '../../schemas';
import {
  MAX_CHAT_MESSAGE_LENGTH,
  canSendChat,
  lastMessagePreview,
  threadDays,
  threadEntries,
  type OutgoingMessage,
} from './chatThread';

const message = (fields: Record<string, unknown>) => ChatMessageSchema.parse(fields);
const outgoing = (fields: Partial<OutgoingMessage>): OutgoingMessage => ({
  clientId: 'c1',
  text: 'Hi',
  writtenAt: '2026-11-18T10:00:00',
  status: 'sending',
  error: '',
  ...fields,
});

describe('canSendChat', () => {
  it.each([
    ['', false],
    ['   \n ', false],
    ['Hi', true],
    ['x'.repeat(MAX_CHAT_MESSAGE_LENGTH), true],
    ['x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1), false],
  ])('%j → %s', (text, sendable) => {
    expect(canSendChat(text)).toBe(sendable);
  });
});

describe('threadEntries', () => {
  const server = [
    message({ _id: 'm1', sender: 'retailer', text: 'Hello', sentAt: '2026-11-18T09:00:00' }),
    message({
      _id: 'm2',
      clientId: 'c0',
      sender: 'shopper',
      text: 'Hey',
      sentAt: '2026-11-18T09:01:00',
    }),
  ];

  it.each([
    ['an entry being sent shows as sending', outgoing({ status: 'sending' }), 'sending'],
    [
      'an entry the server accepted waits as sending until the thread has it',
      outgoing({ status: 'sent' }),
      'sending',
    ],
    [
      'a failed entry shows as failed, with its retry id',
      outgoing({ status: 'failed', error: 'Down' }),
      'failed',
    ],
  ] as const)('%s', (_case, entry, status) => {
    const entries = threadEntries(server, [entry]);
    expect(entries.map((e) => e.key)).toEqual(['m1', 'm2', 'c1']);
    expect(entries[2]).toMatchObject({ mine: true, status, clientId: 'c1' });
  });

  it('drops an outbox entry once the server thread holds its clientId', () => {
    expect(threadEntries(server, [outgoing({ clientId: 'c0', status: 'sent' })])).toHaveLength(2);
  });

  it('marks whose message is whose', () => {
    expect(threadEntries(server, []).map((e) => e.mine)).toEqual([false, true]);
  });
});

describe('threadDays (spec 9 chat-style labels on a fixed clock)', () => {
  const NOW = '2026-11-18T14:00:00';
  const at = (iso: string, key: string) =>
    threadEntries([message({ _id: key, sentAt: iso })], [])[0]!;

  it('groups consecutive messages of a day under its label', () => {
    const days = threadDays(
      [
        at('2025-12-20T17:00:00', 'a'),
        at('2026-10-02T15:00:00', 'b'),
        at('2026-11-14T18:00:00', 'c'),
        at('2026-11-17T16:05:00', 'd'),
        at('2026-11-17T16:12:00', 'e'),
        at('2026-11-18T09:40:00', 'f'),
      ],
      NOW,
    );
    expect(days.map((d) => [d.label, d.entries.map((e) => e.key).join('')])).toEqual([
      ['12/20/25', 'a'],
      ['Oct 2', 'b'],
      ['Saturday', 'c'],
      ['Yesterday', 'de'],
      ['Today', 'f'],
    ]);
  });

  it('has no days without messages', () => {
    expect(threadDays([], NOW)).toEqual([]);
  });
});

describe('lastMessagePreview', () => {
  it.each([
    [null, 'No messages yet'],
    [{ sender: 'retailer', text: '' }, 'No messages yet'],
    [{ sender: 'retailer', text: 'Ready for pickup' }, 'Ready for pickup'],
    [{ sender: 'shopper', text: 'On my\n way' }, 'You: On my way'],
  ] as const)('%j → %s', (last, preview) => {
    expect(lastMessagePreview(last)).toBe(preview);
  });
});
