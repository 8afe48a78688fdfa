import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, fn, within } from 'storybook/test';
import { lastMessagePreview } from '../../engine/rules/chatThread';
import { conversationRow } from '../../engine/viewmodels/chat/chatRows';
import { DEMO_EMAIL } from '../../fixtures/data';
import { createMockBackend } from '../../fixtures/mocks/backend';
import { conversations as conversationsOf } from '../../fixtures/mocks/chatApi';
import { seedSessionFor } from '../../fixtures/mocks/seedSession';
import { ChatConversationSchema, readPaginated } from '../../schemas';
import ConversationList from '../../variants/chat/ConversationList';
import type { ConversationListProps } from '../../variants/chat/types';
import { pageColumn } from '../catalogue/storyHelpers';
import { expectChatUnavailable } from './chatPlays';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** The preview's pinned clock (a Wednesday afternoon): the chat fixtures' dates sit around it. */
const NOW = dayjs('2026-11-18T14:00:00');

type Conversation = ConversationListProps['conversations'][number];

/**
 * The demo shopper's conversations as the mock backend lists them (latest first), turned into
 * rows as useConversationList makes them (the engine's own mapping), so every chat-style label
 * of spec 9 shows.
 */
function demoConversations(): Conversation[] {
  const backend = createMockBackend();
  const token = seedSessionFor(backend.state, DEMO_EMAIL);
  const { items } = readPaginated(
    ChatConversationSchema,
    conversationsOf(backend.state, token, NOW.valueOf()).body,
  );
  return items.map((c) => conversationRow(c, NOW));
}

const conversations = demoConversations();

/** A store name and a last message far wider than a phone, and a three-digit unread count. */
const longConversations: Conversation[] = conversations.map((c, index) =>
  index === 0
    ? {
        ...c,
        storeName: 'Greenleaf Market Troy — Big Beaver Road Flagship and Drive-Through Pickup',
        preview: lastMessagePreview({
          sender: 'retailer',
          text: 'Your Blue Dream 3.5g is on hold under your name until 9 PM today; bring a valid photo ID and the card you paid with to the pickup counter by the side entrance.',
        }),
        unreadCount: 128,
      }
    : c,
);

/** /chat-with-retailer's list alone: every state useConversationList can hand it. */
const meta = {
  title: 'Chat/ConversationList',
  component: ConversationList,
  decorators: [pageColumn],
  args: {
    status: 'ready',
    conversations,
    errorMessage: '',
    onSignIn: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Latest first; the row opens the thread; the unread count is read as "1 unread". */
export const Conversations: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveAttribute('href', '/chat-with-retailer/chat-troy');
    await expect(rows[0]).toHaveTextContent('Greenleaf Market Troy');
    await expect(rows[0]).toHaveTextContent('1 unread');
    await expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Saturday',
      'Oct 2',
      '12/20/25',
    ]);
    await expect(rows[3]).toHaveTextContent('You: Thanks, on my way.');
    await expect(rows[1]).not.toHaveTextContent('unread');
  },
};

export const ConversationsMobile: Story = { ...Conversations, globals: MOBILE };

/** On a phone a long name and message end in an ellipsis; the date and count stay whole. */
export const LongTextsMobile: Story = {
  args: { conversations: longConversations },
  globals: MOBILE,
  play: async ({ canvas }) => {
    const row = canvas.getByRole('link', { name: /Big Beaver Road Flagship/ });
    await expect(row).toHaveTextContent('128 unread');
    const preview = within(row).getByText(/^Your Blue Dream 3\.5g is on hold/);
    // Cut with an ellipsis, not wrapped or spilling out of the row.
    await expect(preview.scrollWidth).toBeGreaterThan(preview.clientWidth);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(within(row).getByText('Today')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No conversations yet. Stores you chat with will show up here.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', conversations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your conversations');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Spec 8: the server's own message, and a retry. */
export const LoadError: Story = {
  args: {
    status: 'error',
    conversations: [],
    errorMessage: 'Chat is down for maintenance until 2 PM.',
  },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load your messages');
    await expect(alert).toHaveTextContent('Chat is down for maintenance until 2 PM.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Spec 6: guests get an inline "Sign In" (the page opens the sign-in-required modal). */
export const Guest: Story = {
  args: { status: 'guest', conversations: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Sign in to chat with a store' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** Spec 2.4: chat is off in the CMS; the notice points to the contact page. */
export const Unavailable: Story = {
  args: { status: 'unavailable', conversations: [] },
  play: async ({ canvas }) => expectChatUnavailable(canvas),
};
