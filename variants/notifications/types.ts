/** The notification pages' props (spec 2.1: /notification, /notification-settings, /permission-settings, /deals-alert). */

/** Signed-in pages: guests see the sign-in-required state (spec 6). */
export type PageStatus = 'guest' | 'loading' | 'error' | 'ready';

/** One notification, ready to show. */
export type NotificationRowData = {
  id: string;
  title: string;
  message: string;
  /** Where the notification leads; empty when it leads nowhere. */
  href: string;
  /** Spec 9 relative label: "Today", "Yesterday", "3 days ago", "12 Jun 2025". */
  dateLabel: string;
  /** ISO date for the time element. */
  dateTime: string;
  isSeen: boolean;
};

export type NotificationsViewProps = {
  status: PageStatus;
  notifications: NotificationRowData[];
  /** Unseen on the server plus arrived here (spec 3), for the heading's count. */
  unseenCount: number;
  /** The server's message when status is "error" (spec 8). */
  errorMessage: string;
  /** Where the empty state's "Start Shopping" goes. */
  shopHref: string;
  /** While "Mark all as seen" is on its way. */
  marking: boolean;
  onMarkAllSeen(): void;
  onOpen(id: string): void;
  onSignIn(): void;
};

/** Notification.permission, or "unsupported" where the browser has no notifications. */
export type PermissionState = 'default' | 'granted' | 'denied' | 'unsupported' | 'unknown';

export type PermissionViewProps = {
  /** "unknown" until read in the browser (never during the server render). */
  permission: PermissionState;
  /** While the browser's own prompt is open. */
  asking: boolean;
  onAsk(): void;
};

/** One switch of a preferences page. */
export type PreferenceOption = {
  id: string;
  label: string;
  /** A line under the label; empty for none. */
  hint: string;
  checked: boolean;
};

export type PreferenceGroup = { id: string; title: string; options: PreferenceOption[] };

export type PreferencesViewProps = {
  status: PageStatus;
  groups: PreferenceGroup[];
  errorMessage: string;
  /** The page's own words, e.g. "Save settings". */
  saveLabel: string;
  saving: boolean;
  /** Shown when a group has no options (e.g. no brands yet). */
  emptyGroupText: string;
  onToggle(groupId: string, optionId: string, checked: boolean): void;
  onSave(): void;
  onSignIn(): void;
};
