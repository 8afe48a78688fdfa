/**
 * Customer support rules (spec 2.1): which ways to get help the hub offers, how a ticket's status
 * reads, and the list's count line. Pure, so they are table-tested.
 */
import type { TicketStatus } from '../../schemas';

export type SupportLinkRule = { key: string; href: string; title: string; text: string };

const LINKS: readonly (SupportLinkRule & { needsChat?: boolean })[] = [
  {
    key: 'create',
    href: '/create-ticket',
    title: 'Create Ticket',
    text: 'Tell us about a problem with an order, a product or your account.',
  },
  {
    key: 'list',
    href: '/ticket-list',
    title: 'Ticket List',
    text: 'Follow your open tickets and read our team’s replies.',
  },
  {
    key: 'chat',
    href: '/chat-with-retailer',
    title: 'Chat with Retailer',
    text: 'Message a store directly about stock, hours or an order.',
    needsChat: true,
  },
  { key: 'faq', href: '/faq', title: 'FAQ', text: 'Quick answers to the questions we hear most.' },
  {
    key: 'contact',
    href: '/contact',
    title: 'Contact Us',
    text: 'Send us a message or call one of our stores.',
  },
];

/** The hub's links; "Chat with Retailer" only with chatPlatformCms (spec 2.4). */
export function supportLinks(chatEnabled: boolean): SupportLinkRule[] {
  return LINKS.filter((link) => chatEnabled || !link.needsChat).map(
    ({ needsChat: _needsChat, ...link }) => link,
  );
}

const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const ticketStatusLabel = (status: TicketStatus): string => STATUS_LABELS[status];

/** "1 ticket", "3 tickets"; while loading, what is happening. */
export function ticketCountLabel(count: number | null): string {
  if (count === null) return 'Loading your tickets…';
  return `${count} ticket${count === 1 ? '' : 's'}`;
}

/** Who wrote a reply, as the shopper reads it. */
export const replyAuthorLabel = (author: 'shopper' | 'support'): string =>
  author === 'shopper' ? 'You' : 'Support team';
