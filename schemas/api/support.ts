/**
 * Customer support, contact and career (spec 1, 2.1, 3 "Form bodies"). The spec shows no paths or
 * fields for these (7.8); ours are in fixtures/mocks/routes.ts.
 */
import { z } from 'zod';
import { TICKET_CATEGORIES } from '../constants';
import { id, list, maybeText, text } from '../fields';

export const TicketCategorySchema = z.enum(TICKET_CATEGORIES).catch('Other');

export const TicketStatusSchema = z.enum(['open', 'answered', 'closed']).catch('open');
export type TicketStatus = z.output<typeof TicketStatusSchema>;

export const TicketReplySchema = z.object({
  _id: id(),
  /** Who wrote it: the shopper or the store's support team. */
  author: z.enum(['shopper', 'support']).catch('support'),
  message: text(),
  /** ISO date-time. */
  createdAt: text(),
});
export type TicketReply = z.output<typeof TicketReplySchema>;

export const TicketSchema = z.object({
  _id: id(),
  subject: text(),
  category: TicketCategorySchema,
  message: text(),
  status: TicketStatusSchema,
  /** The attachment's file name, when one was sent. */
  attachmentName: maybeText(),
  createdAt: text(),
  updatedAt: text(),
  replies: list(TicketReplySchema),
});
export type Ticket = z.output<typeof TicketSchema>;

/** One open position on /career. */
export const CareerOpeningSchema = z.object({
  _id: id(),
  title: text(),
  location: text(),
  employment: text(),
  summary: text(),
});
export type CareerOpening = z.output<typeof CareerOpeningSchema>;
