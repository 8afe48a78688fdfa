import { describe, expect, it } from 'vitest';
import { replyAuthorLabel, supportLinks, ticketCountLabel, ticketStatusLabel } from './support';

describe('supportLinks (spec 2.4: chat only with chatPlatformCms)', () => {
  it.each<[boolean, string[]]>([
    [true, ['/create-ticket', '/ticket-list', '/chat-with-retailer', '/faq', '/contact']],
    [false, ['/create-ticket', '/ticket-list', '/faq', '/contact']],
  ])('chat enabled %s', (chat, hrefs) => {
    expect(supportLinks(chat).map((link) => link.href)).toEqual(hrefs);
  });
});

describe('ticket labels', () => {
  it.each([
    ['open', 'Open'],
    ['answered', 'Answered'],
    ['closed', 'Closed'],
  ] as const)('status %s reads %s', (status, label) => {
    expect(ticketStatusLabel(status)).toBe(label);
  });

  it.each<[number | null, string]>([
    [null, 'Loading your tickets…'],
    [0, '0 tickets'],
    [1, '1 ticket'],
    [4, '4 tickets'],
  ])('count %s reads %s', (count, label) => {
    expect(ticketCountLabel(count)).toBe(label);
  });

  it.each([
    ['shopper', 'You'],
    ['support', 'Support team'],
  ] as const)('reply by %s reads %s', (author, label) => {
    expect(replyAuthorLabel(author)).toBe(label);
  });
});
