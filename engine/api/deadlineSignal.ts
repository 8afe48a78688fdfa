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

/**
 * `answer`, unless one of `signals` aborts first: a callee that ignores its signal cannot hold a
 * call. Pass the source signals themselves, never an `AbortSignal.any` of them (or a Request's
 * signal that follows one): those are held only weakly by their sources, so with nothing else
 * holding them (a backend that never answers) they can be collected and never abort.
 */
export function untilAborted<T>(
  answer: Promise<T>,
  ...signals: readonly (AbortSignal | undefined)[]
): Promise<T> {
  const followed = signals.filter((signal) => signal !== undefined);
  return new Promise<T>((resolve, reject) => {
    const listeners = followed.map((signal) => ({ signal, abort: () => reject(signal.reason) }));
    const stop = () => listeners.forEach((l) => l.signal.removeEventListener('abort', l.abort));
    // The answer is always followed, so its own rejection after an abort is never left unhandled.
    answer.then(resolve, reject).finally(stop);
    const aborted = followed.find((signal) => signal.aborted);
    if (aborted) reject(aborted.reason);
    else listeners.forEach((l) => l.signal.addEventListener('abort', l.abort, { once: true }));
  });
}
