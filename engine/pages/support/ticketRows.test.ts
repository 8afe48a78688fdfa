import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { TicketSchema } from '../../../schemas';
import { ticketRow } from './ticketRows';

const now = dayjs('2026-11-18T14:00:00');
const ticket = (fields: Record<string, unknown>) =>
  TicketSchema.parse({
    _id: 't1',
    subject: 'Missing pre-roll',
    category: 'Order',
    message: 'One pre-roll was missing.',
    createdAt: '2026-11-10T09:00:00',
    updatedAt: '2026-11-18T09:00:00',
    ...fields,
  });

describe('ticketRow', () => {
  it.each([
    ['open', 'Open'],
    ['answered', 'Answered'],
    ['closed', 'Closed'],
  ])('labels status %s as %s and keeps it as the tone', (status, label) => {
    const row = ticketRow(ticket({ status }), now);
    expect([row.statusLabel, row.statusTone]).toEqual([label, status]);
  });

  it.each([
    ['2026-11-18T09:00:00', 'Today'],
    ['2026-11-17T09:00:00', 'Yesterday'],
    ['2026-11-15T09:00:00', '3 days ago'],
    ['2026-11-04T09:00:00', '1 week ago'],
  ])('dates the row by its last update: %s → %s', (updatedAt, label) => {
    const row = ticketRow(ticket({ updatedAt }), now);
    expect([row.dateLabel, row.dateTime]).toEqual([label, updatedAt]);
  });

  it('keeps the ticket’s own texts and attachment', () => {
    expect(ticketRow(ticket({ attachmentName: 'receipt.pdf' }), now)).toMatchObject({
      key: 't1',
      subject: 'Missing pre-roll',
      category: 'Order',
      message: 'One pre-roll was missing.',
      attachmentName: 'receipt.pdf',
      replies: [],
    });
    expect(ticketRow(ticket({}), now).attachmentName).toBeNull();
  });

  it('names each reply’s author and dates it', () => {
    const row = ticketRow(
      ticket({
        replies: [
          {
            _id: 'r1',
            author: 'support',
            message: 'Credit added.',
            createdAt: '2026-11-16T10:00:00',
          },
          { _id: 'r2', author: 'shopper', message: 'Thanks!', createdAt: '2026-11-18T12:00:00' },
        ],
      }),
      now,
    );
    expect(row.replies).toEqual([
      {
        key: 'r1',
        author: 'Support team',
        message: 'Credit added.',
        dateLabel: '2 days ago',
        dateTime: '2026-11-16T10:00:00',
      },
      {
        key: 'r2',
        author: 'You',
        message: 'Thanks!',
        dateLabel: 'Today',
        dateTime: '2026-11-18T12:00:00',
      },
    ]);
  });
});
