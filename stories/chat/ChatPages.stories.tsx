import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { mockBackend } from '../../.storybook/mockBackend';
import SupportPage from '../../engine/pages/SupportPage';
import { DEMO_EMAIL } from '../../fixtures/data';
import { seedSessionFor } from '../../fixtures/mocks/seedSession';
import { withCart } from '../cart/cartSeed';
import { Main } from '../catalogue/storyHelpers';
import { errorHandler, fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { expectPageAlert } from '../pageAlert';
import { expectSignInRequired, guestAtTroy, signedInAtTroy } from '../shopperSession';
import { token } from '../support/supportStoryFixtures';
import { MOBILE } from '../viewports';
import { expectChatUnavailable, expectTroyThread } from './chatPlays';

/** Chat with a retailer, connected: stores, sign-in prompt and the stateful mock backend. */
const meta = {
  title: 'Chat/Pages',
  component: SupportPage,
  render: () => (
    <Main>
      <SupportPage />
    </Main>
  ),
  parameters: { route: '/chat-with-retailer', stores: signedInAtTroy(token) },
  decorators: [withCart],
  beforeEach: () => {
    // The preview resets the backend before each story; the demo shopper's session comes back.
    seedSessionFor(mockBackend.state, DEMO_EMAIL);
  },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Latest first; chat-style labels on the pinned Wednesday clock; unread count on Troy. */
export const Conversations: Story = {
  play: async ({ canvas }) => {
    const list = within(
      await canvas.findByRole('list', { name: 'Conversations' }, { timeout: 8000 }),
    );
    const rows = list.getAllByRole('link');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveAttribute('href', '/chat-with-retailer/chat-troy');
    await expect(rows[0]).toHaveTextContent('Greenleaf Market Troy');
    await expect(rows[0]).toHaveTextContent('Today');
    await expect(rows[0]).toHaveTextContent('1 unread');
    await expect(rows[1]).toHaveTextContent('Yesterday');
    await expect(rows[2]).toHaveTextContent('Saturday');
    await expect(rows[3]).toHaveTextContent('Oct 2');
    await expect(rows[4]).toHaveTextContent('12/20/25');
    await expect(rows[3]).toHaveTextContent('You: Thanks, on my way.');
  },
};

export const ConversationsMobile: Story = { ...Conversations, globals: MOBILE };

export const ConversationsLoading: Story = {
  parameters: { msw: [loadingHandler('chats')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your conversations');
  },
};

export const ConversationsEmpty: Story = {
  parameters: { msw: [fixedHandler('chats', { statusCode: 200, data: { data: [], total: 0 } })] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No conversations yet/)).toBeVisible();
  },
};

/** Spec 8: the server's own message. */
export const ConversationsError: Story = {
  parameters: { msw: [errorHandler('chats', 503, 'Chat is down for maintenance until 2 PM.')] },
  play: async ({ canvas }) => {
    await expectPageAlert(canvas, 'Chat is down for maintenance until 2 PM.');
  },
};

/** Spec 6: guests get an inline "Sign In" that opens the sign-in-required modal. */
export const ConversationsGuest: Story = {
  parameters: { stores: guestAtTroy },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectSignInRequired(canvas, canvasElement, 'Sign in to chat with a store');
  },
};

/** Spec 2.4: without chatPlatformCms the route says chat is unavailable. */
export const ChatUnavailable: Story = {
  parameters: { site: 'chat-disabled' },
  play: async ({ canvas }) => expectChatUnavailable(canvas),
};

const thread = { route: '/chat-with-retailer/chat-troy' };

export const Thread: Story = {
  parameters: thread,
  play: async ({ canvas }) => {
    const log = within(await canvas.findByRole('log', { name: 'Messages' }, { timeout: 8000 }));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Greenleaf Market Troy' }),
    ).toBeVisible();
    await expectTroyThread(canvas, log);
  },
};

export const ThreadMobile: Story = { ...Thread, globals: MOBILE };

export const ThreadLoading: Story = {
  parameters: { ...thread, msw: [loadingHandler('chatThread')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading messages');
  },
};

export const ThreadNotFound: Story = {
  parameters: { route: '/chat-with-retailer/chat-nowhere' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'We couldn’t find this conversation' }),
    ).toBeVisible();
  },
};

export const ThreadUnavailable: Story = {
  parameters: { ...thread, site: 'chat-disabled' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Chat with Retailer is not available' }),
    ).toBeVisible();
  },
};

/**
 * Enter sends: the message shows at once, then the store's simulated reply arrives on the next
 * poll. No screenshot: the server stamps both with the real time, which the picture would show.
 */
export const SendsAndGetsAReply: Story = {
  parameters: { ...thread, visual: false },
  play: async ({ canvas, userEvent }) => {
    const log = within(await canvas.findByRole('log', { name: 'Messages' }, { timeout: 8000 }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Can I pick it up at 6?{Enter}',
    );
    await expect(log.getByText('Can I pick it up at 6?')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await waitFor(
      () =>
        expect(
          log.getByText(/A budtender at Greenleaf Market Troy will take a look/),
        ).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** A failed send says why (the server's message) and offers Retry, which sends it again. */
export const SendFailed: Story = {
  parameters: {
    ...thread,
    msw: [errorHandler('sendChatMessage', 503, 'Chat is busy right now. Please try again.')],
  },
  play: async ({ canvas, userEvent }) => {
    const log = within(await canvas.findByRole('log', { name: 'Messages' }, { timeout: 8000 }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Is the store open late?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await log.findByText('Not sent. Chat is busy right now. Please try again.'),
    ).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: 'Retry' }));
    await expect(
      await log.findByText('Not sent. Chat is busy right now. Please try again.'),
    ).toBeVisible();
  },
};

export const SendFailedMobile: Story = { ...SendFailed, globals: MOBILE };
