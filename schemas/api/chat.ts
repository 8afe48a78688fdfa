/**
 * Chat with a retailer (spec 1, 2.1, 2.4; signed-in shoppers, shown only with chatPlatformCms).
 * The spec shows no paths or fields (7.8); ours are in fixtures/mocks/routes.ts.
 */
import { z } from 'zod';
import { count, id, list, text } from '../fields';

export const ChatSenderSchema = z.enum(['shopper', 'retailer']);
export type ChatSender = z.output<typeof ChatSenderSchema>;

export const ChatMessageSchema = z.object({
  _id: id(),
  /** The id the shopper's browser gave the message, so a retried send is stored once. */
  clientId: text(),
  sender: ChatSenderSchema.default('retailer'),
  text: text(),
  /** ISO date-time. */
  sentAt: text(),
});
export type ChatMessage = z.output<typeof ChatMessageSchema>;

/** One conversation in the list: the store and its latest message. */
export const ChatConversationSchema = z.object({
  _id: id(),
  retailerId: id(),
  retailerName: text(),
  lastMessage: ChatMessageSchema.nullable().default(null),
  unreadCount: count(0),
});
export type ChatConversation = z.output<typeof ChatConversationSchema>;

/** One conversation with its messages, oldest first. */
export const ChatThreadSchema = z.object({
  _id: id(),
  retailerId: id(),
  retailerName: text(),
  messages: list(ChatMessageSchema),
});
export type ChatThread = z.output<typeof ChatThreadSchema>;
