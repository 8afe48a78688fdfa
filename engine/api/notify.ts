/**
 * The toast port. Mutations talk to this instead of react-toastify directly so tests can record
 * what the shopper would have seen without a DOM.
 */
export type Notify = {
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
  info(message: string): void;
};

type NotifyKind = keyof Notify;

/** A Notify that keeps every message, for tests and stories. */
export function createRecordingNotify(): Notify & {
  readonly messages: { kind: NotifyKind; message: string }[];
} {
  const messages: { kind: NotifyKind; message: string }[] = [];
  return {
    messages,
    success: (message) => messages.push({ kind: 'success', message }),
    error: (message) => messages.push({ kind: 'error', message }),
    warning: (message) => messages.push({ kind: 'warning', message }),
    info: (message) => messages.push({ kind: 'info', message }),
  };
}
