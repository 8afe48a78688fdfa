/**
 * One call to the backend, within a deadline that covers the answer's body too: a backend that
 * never answers, or stops halfway, costs the run that long and no more.
 */
import type { Method } from './document.ts';

export type Outgoing = {
  readonly method: Method;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | FormData;
};

export type Answer =
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly contentType: string;
      readonly text: string;
    }
  | { readonly kind: 'timeout'; readonly timeoutMs: number }
  | { readonly kind: 'network'; readonly message: string };

/** What the network layer said, with the system's reason (ECONNREFUSED, ENOTFOUND) when known. */
function networkMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' && !cause.message.includes(code)
      ? `${code}: ${cause.message}`
      : cause.message;
  }
  return error.message;
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export async function send(outgoing: Outgoing, timeoutMs: number): Promise<Answer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(outgoing.url, {
      method: outgoing.method.toUpperCase(),
      headers: outgoing.headers,
      body: outgoing.body,
      signal,
    });
    const text = await response.text();
    return {
      kind: 'answer',
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
    };
  } catch (error) {
    if (signal.aborted || isTimeout(error)) return { kind: 'timeout', timeoutMs };
    return { kind: 'network', message: networkMessage(error) };
  }
}
