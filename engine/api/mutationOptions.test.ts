import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './errors';
import { apiMutationOptions } from './mutationOptions';
import { createRecordingNotify } from './notify';
import { createQueryClient } from './queryClient';

async function run(
  mutationFn: () => Promise<unknown>,
  silent = false,
): Promise<{ messages: { kind: string; message: string }[]; ok: boolean | undefined }> {
  const notify = createRecordingNotify();
  const observer = new MutationObserver(
    createQueryClient({ retry: 0 }),
    apiMutationOptions<void>({ mutationFn, notify, silent }),
  );
  const result = await observer.mutate().catch(() => undefined);
  return { messages: notify.messages, ok: result?.ok };
}

describe('apiMutationOptions toasts', () => {
  it.each([
    [
      'token',
      { token: 't', message: 'Signed in successfully' },
      'success',
      'Signed in successfully',
      true,
    ],
    ['200', { statusCode: 200, message: 'Added to list' }, 'success', 'Added to list', true],
    ['201', { statusCode: 201, message: 'Ticket created' }, 'success', 'Ticket created', true],
    [
      'other',
      { statusCode: 409, message: 'Already subscribed' },
      'error',
      'Already subscribed',
      false,
    ],
    ['an empty token', { token: '', message: 'No session' }, 'error', 'No session', false],
    ['statusCode as text', { statusCode: '200', message: 'Odd' }, 'error', 'Odd', false],
    ['nothing useful', null, 'error', FALLBACK_ERROR_MESSAGE, false],
  ])('response with %s → %s toast', async (_label, response, kind, message, ok) => {
    const outcome = await run(async () => response);
    expect(outcome.messages).toEqual([{ kind, message }]);
    expect(outcome.ok).toBe(ok);
  });

  it.each([
    [
      'error.data.message',
      new ApiError('Request failed', 401, { message: 'Invalid email or password' }),
      'Invalid email or password',
    ],
    [
      'nested data.message',
      new ApiError('x', 422, { data: { message: 'Email already taken' } }),
      'Email already taken',
    ],
    ['network failure', new ApiError(NETWORK_ERROR_MESSAGE, 0, null), NETWORK_ERROR_MESSAGE],
    ['a timeout', new ApiError(TIMEOUT_ERROR_MESSAGE, 0, null, 'timeout'), TIMEOUT_ERROR_MESSAGE],
    ['plain error', new Error('boom'), 'boom'],
  ])('exception with %s → error toast', async (_label, error, message) => {
    const outcome = await run(async () => {
      throw error;
    });
    expect(outcome.messages).toEqual([{ kind: 'error', message }]);
  });

  it('shows no toast for a success without a message', async () => {
    const outcome = await run(async () => ({ statusCode: 200 }));
    expect(outcome).toEqual({ messages: [], ok: true });
  });

  it('shows no toast when silent, on success or failure', async () => {
    expect((await run(async () => ({ statusCode: 200, message: 'ok' }), true)).messages).toEqual(
      [],
    );
    expect((await run(async () => ({ statusCode: 500, message: 'no' }), true)).messages).toEqual(
      [],
    );
    const failed = await run(async () => {
      throw new Error('boom');
    }, true);
    expect(failed.messages).toEqual([]);
  });

  it('calls the caller callbacks with the outcome', async () => {
    const seen: unknown[] = [];
    const notify = createRecordingNotify();
    const observer = new MutationObserver(
      createQueryClient({ retry: 0 }),
      apiMutationOptions<{ id: string }>({
        mutationFn: async () => ({ statusCode: 200, message: 'ok', data: { id: 1 } }),
        notify,
        onSuccess: (result, variables) => seen.push(result, variables),
      }),
    );
    await observer.mutate({ id: 'p1' });
    expect(seen).toEqual([
      { ok: true, message: 'ok', response: { statusCode: 200, message: 'ok', data: { id: 1 } } },
      { id: 'p1' },
    ]);
  });
});
