// Chat thread rules: what the shopper sees while messages are on their way (sending, failed),
// grouped under spec 9's chat-style day labels. Pure, so every case is a table row.
import dayjs, { type ConfigType } from 'dayjs';
import type { ChatMessage } from '../../schemas';
import { chatDateLabel } from './dateLabels';

export const MAX_CHAT_MESSAGE_LENGTH = 1000;

/** A message the shopper wrote that the server has not confirmed in the thread yet. */
export type OutgoingMessage = {
  clientId: string;
  text: string;
  /** ISO date-time it was written. */
  writtenAt: string;
  status: 'sending' | 'sent' | 'failed';
  /** The server's message when it failed (spec 8). */
  error: string;
};

export type ThreadEntry = {
  key: string;
  mine: boolean;
  text: string;
  at: string;
  status: 'delivered' | 'sending' | 'failed';
  error: string;
  /** The outbox entry to send again; '' for delivered messages. */
  clientId: string;
};

export type ThreadDay = { label: string; entries: ThreadEntry[] };

/** Sendable: something to say, within the length the server takes. */
export function canSendChat(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && trimmed.length <= MAX_CHAT_MESSAGE_LENGTH;
}

/**
 * The server's messages, then the outbox entries it does not hold yet (matched by clientId),
 * in writing order. A sent entry waits in "sending" until the thread comes back with it.
 */
export function threadEntries(
  server: readonly ChatMessage[],
  outbox: readonly OutgoingMessage[],
): ThreadEntry[] {
  const delivered = new Set(server.map((m) => m.clientId).filter((id) => id !== ''));
  return [
    ...server.map((m): ThreadEntry => ({
      key: m._id || m.clientId,
      mine: m.sender === 'shopper',
      text: m.text,
      at: m.sentAt,
      status: 'delivered',
      error: '',
      clientId: '',
    })),
    ...outbox
      .filter((o) => !delivered.has(o.clientId))
      .map((o): ThreadEntry => ({
        key: o.clientId,
        mine: true,
        text: o.text,
        at: o.writtenAt,
        status: o.status === 'failed' ? 'failed' : 'sending',
        error: o.error,
        clientId: o.clientId,
      })),
  ];
}

/** Consecutive entries of one calendar day under one chat-style label (Today, Yesterday, …). */
export function threadDays(entries: readonly ThreadEntry[], now: ConfigType): ThreadDay[] {
  const days: ThreadDay[] = [];
  let lastDay = '';
  for (const entry of entries) {
    const day = dayjs(entry.at).format('YYYY-MM-DD');
    const current = days.at(-1);
    if (current === undefined || day !== lastDay) {
      days.push({ label: chatDateLabel(entry.at, now), entries: [entry] });
    } else {
      current.entries.push(entry);
    }
    lastDay = day;
  }
  return days;
}

/** The conversation list's preview: "You: …" for the shopper's own last message. */
export function lastMessagePreview(message: Pick<ChatMessage, 'sender' | 'text'> | null): string {
  if (message === null || message.text.trim() === '') return 'No messages yet';
  const text = message.text.trim().replace(/\s+/g, ' ');
  return message.sender === 'shopper' ? `You: ${text}` : text;
}
