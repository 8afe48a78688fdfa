/** Props of the chat-with-a-retailer views (spec 1, 2.1; signed in, with chatPlatformCms). */

/** guest: not signed in (spec 6); unavailable: chat is off in the CMS (2.4). */
export type ChatStatus = 'guest' | 'unavailable' | 'loading' | 'error' | 'notFound' | 'ready';

export type ConversationData = {
  key: string;
  /** /chat-with-retailer/{id}. */
  href: string;
  storeName: string;
  /** "You: …" for the shopper's own last message. */
  preview: string;
  /** Spec 9 chat-style label: Today, Yesterday, a weekday, "MMM D" or M/D/YY. */
  dateLabel: string;
  dateTime: string;
  unreadCount: number;
};

export type ChatNoticeProps = {
  status: 'guest' | 'unavailable' | 'error' | 'notFound';
  /** The server's message for "error" (spec 8). */
  message: string;
  onSignIn(): void;
  onRetry(): void;
};

export type ConversationListProps = {
  status: ChatStatus;
  conversations: ConversationData[];
  errorMessage: string;
  onSignIn(): void;
  onRetry(): void;
};

export type ChatBubbleData = {
  key: string;
  mine: boolean;
  text: string;
  /** "4:05 PM". */
  time: string;
  dateTime: string;
  status: 'delivered' | 'sending' | 'failed';
  /** Why it failed: the server's message. */
  error: string;
};

export type ChatDayData = { label: string; bubbles: ChatBubbleData[] };

export type ChatThreadViewProps = {
  status: ChatStatus;
  storeName: string;
  /** The conversation list. */
  backHref: string;
  days: ChatDayData[];
  draft: string;
  canSend: boolean;
  errorMessage: string;
  onDraftChange(text: string): void;
  onSend(): void;
  /** Sends a failed message again, by its bubble key. */
  onRetry(key: string): void;
  onSignIn(): void;
  onReload(): void;
};
