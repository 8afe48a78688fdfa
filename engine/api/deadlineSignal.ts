/**
 * A signal that aborts after `ms`, on a timer the caller clears once the call is over. Not
 * AbortSignal.timeout: its timer holds the signal weakly, so a call whose other end holds
 * nothing (a backend that never answers) can be collected together with it, and the deadline
 * then never fires.
 */
export type Deadline = { signal: AbortSignal; clear(): void };

export function deadlineSignal(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The deadline passed.', 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** `answer`, unless `signal` aborts first: a callee that ignores its signal cannot hold a call. */
export function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    // The answer is always followed, so its own rejection after an abort is never left unhandled.
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}
