import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, fn, within } from 'storybook/test';
import { canSendChat, type OutgoingMessage } from '../../engine/rules/chatThread';
import { chatDays } from '../../engine/viewmodels/chat/chatRows';
import { DEMO_EMAIL } from '../../fixtures/data';
import { createMockBackend } from '../../fixtures/mocks/backend';
import { thread as threadOf } from '../../fixtures/mocks/chatApi';
import { seedSessionFor } from '../../fixtures/mocks/seedSession';
import { ChatThreadSchema, readSingleRecord, type ChatMessage } from '../../schemas';
import ChatThreadView from '../../variants/chat/ChatThreadView';
import { pageColumn } from '../catalogue/storyHelpers';
import { expectTroyThread } from './chatPlays';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** The preview's pinned clock (a Wednesday afternoon): the chat fixtures' dates sit around it. */
const NOW = dayjs('2026-11-18T14:00:00');

/** The demo shopper's thread with Troy, as the mock backend answers it at NOW. */
function troyThread() {
  const backend = createMockBackend();
  const token = seedSessionFor(backend.state, DEMO_EMAIL);
  const thread = readSingleRecord(
    ChatThreadSchema,
    threadOf(backend.state, token, 'chat-troy', NOW.valueOf()).body,
  );
  if (thread === null) throw new Error('The chat fixtures have no chat-troy thread');
  return thread;
}

const troy = troyThread();

/** Server messages and outbox entries as useChatThreadModel shows them (the engine's mapping). */
const daysOf = (messages: readonly ChatMessage[], outbox: readonly OutgoingMessage[] = []) =>
  chatDays(messages, outbox, NOW);

const SEND_ERROR = 'Chat is busy right now. Please try again.';

/** A message the server refused: its message is spec 8's. */
const failed: OutgoingMessage = {
  clientId: 'c-hours',
  text: 'Is the store open late?',
  writtenAt: NOW.subtract(2, 'minute').toISOString(),
  status: 'failed',
  error: SEND_ERROR,
};

/** A message on its way: shown at once, before the server has it. */
const sending: OutgoingMessage = {
  clientId: 'c-pickup',
  text: 'Can I pick it up at 6?',
  writtenAt: NOW.subtract(1, 'minute').toISOString(),
  status: 'sending',
  error: '',
};

/** A pasted link with no break opportunity and a message of several lines. */
const longMessages: ChatMessage[] = [
  ...troy.messages,
  {
    _id: 'm-long-link',
    clientId: '',
    sender: 'shopper',
    text: 'Is this the one? https://greenleaf.example/product/blue-dream-3-5g-indoor-hydroponic-small-batch?retailer=greenleaf-market-troy&utm_source=newsletter',
    sentAt: NOW.subtract(20, 'minute').toISOString(),
  },
  {
    _id: 'm-long-lines',
    clientId: '',
    sender: 'retailer',
    text: 'Yes, that’s it!\nWe hold it until 9 PM.\nBring a valid photo ID and the card you paid with; the pickup counter is by the side entrance on Big Beaver Road.',
    sentAt: NOW.subtract(10, 'minute').toISOString(),
  },
];

/** One conversation, as /chat-with-retailer/{id} renders it: every state of its model. */
const meta = {
  title: 'Chat/ChatThreadView',
  component: ChatThreadView,
  decorators: [pageColumn],
  args: {
    status: 'ready',
    storeName: troy.retailerName,
    backHref: '/chat-with-retailer',
    days: daysOf(troy.messages),
    draft: '',
    canSend: canSendChat(''),
    errorMessage: '',
    onDraftChange: fn(),
    onSend: fn(),
    onRetry: fn(),
    onSignIn: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof ChatThreadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages under chat-style day labels, the shopper's on the right; nothing to send yet. */
export const Thread: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Greenleaf Market Troy' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All conversations' })).toHaveAttribute(
      'href',
      '/chat-with-retailer',
    );
    const log = within(canvas.getByRole('log', { name: 'Messages' }));
    await expectTroyThread(canvas, log);
  },
};

/** Enter sends, Shift+Enter only breaks the line; typing reports the new draft. */
export const Composing: Story = {
  args: { draft: 'Can I pick it up at 6?', canSend: canSendChat('Can I pick it up at 6?') },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveValue('Can I pick it up at 6?');
    await userEvent.type(box, '!');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('Can I pick it up at 6?!');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

/** A message on its way shows at once, dimmed, reading "Sending…" instead of its time. */
export const Sending: Story = {
  args: { days: daysOf(troy.messages, [sending]) },
  play: async ({ canvas }) => {
    const log = within(canvas.getByRole('log', { name: 'Messages' }));
    await expect(log.getByText('Can I pick it up at 6?')).toBeVisible();
    await expect(log.getByText('Sending…')).toBeVisible();
    await expect(log.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** A refused message says why (the server's words) and offers Retry, by its client id. */
export const SendFailed: Story = {
  args: { days: daysOf(troy.messages, [failed]) },
  play: async ({ canvas, args, userEvent }) => {
    const log = within(canvas.getByRole('log', { name: 'Messages' }));
    await expect(log.getByText('Is the store open late?')).toBeVisible();
    await expect(log.getByText(`Not sent. ${SEND_ERROR}`)).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('c-hours');
  },
};

export const SendFailedMobile: Story = { ...SendFailed, globals: MOBILE };

/** A long link wraps inside its bubble instead of widening the page; line breaks are kept. */
export const LongMessagesMobile: Story = {
  args: { days: daysOf(longMessages) },
  globals: MOBILE,
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Messages' });
    const link = within(log).getByText(/greenleaf\.example\/product/);
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
    // innerText follows the CSS: the line breaks survive only if the bubble keeps them.
    await expect(within(log).getByText(/^Yes, that’s it!/).innerText).toContain(
      'We hold it until 9 PM.\nBring a valid photo ID',
    );
  },
};

/** A conversation without messages yet. */
export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('log', { name: 'Messages' })).getByText(
        'Say hello: the store answers here.',
      ),
    ).toBeVisible();
  },
};

/** Before the thread arrives the store is unknown: the generic title, skeleton bubbles. */
export const Loading: Story = {
  args: { status: 'loading', storeName: '', days: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Chat with Retailer' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading messages');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** An id the shopper has no conversation with (or one that was closed). */
export const NotFound: Story = {
  args: { status: 'notFound', storeName: '', days: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'We couldn’t find this conversation' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All conversations' })).toHaveAttribute(
      'href',
      '/chat-with-retailer',
    );
  },
};

/** Spec 8: the server's message; "Try again" reloads the thread (not a message's Retry). */
export const LoadError: Story = {
  args: {
    status: 'error',
    storeName: '',
    days: [],
    errorMessage: 'Chat is down for maintenance until 2 PM.',
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Chat is down for maintenance until 2 PM.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
