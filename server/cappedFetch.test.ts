import { describe, expect, it } from 'vitest';
import { createApiClient } from '../engine/api/client';
import { API_MESSAGES } from './apiErrors';
import { cappedFetch } from './cappedFetch';
import { UPSTREAM_ANSWER_LIMIT } from './upstream';

const MB = 1024 * 1024;

/** A body of `size` bytes in 1 MB chunks, noting how many were read. */
function bodyOf(size: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = Math.min(MB, size - sent);
      sent += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(32));
    },
  });
  return { stream, sent: () => sent };
}

const clientWith = (answer: () => Response) =>
  createApiClient({ baseUrl: 'https://api.example', fetch: cappedFetch(async () => answer()) });

describe('cappedFetch', () => {
  it('passes an answer within the cap through, status and all', async () => {
    const client = clientWith(() => Response.json({ items: [1, 2] }, { status: 200 }));
    expect(await client.get('/brands')).toEqual({ items: [1, 2] });
    const missing = clientWith(() => Response.json({ message: 'Not here' }, { status: 404 }));
    await expect(missing.get('/brands/x')).rejects.toMatchObject({
      status: 404,
      message: 'Not here',
    });
    expect(await clientWith(() => new Response(null, { status: 204 })).get('/x')).toBeNull();
  });

  it('stops reading an answer past the cap and fails with the gateway’s message', async () => {
    const body = bodyOf(UPSTREAM_ANSWER_LIMIT + 3 * MB);
    const client = clientWith(() => new Response(body.stream));
    await expect(client.get('/retailers')).rejects.toMatchObject({
      status: 502,
      message: API_MESSAGES.answerTooLarge,
    });
    expect(body.sent()).toBeLessThan(UPSTREAM_ANSWER_LIMIT + 3 * MB);
  });

  it('refuses an answer that declares a length past the cap', async () => {
    const body = bodyOf(MB);
    const declared = String(UPSTREAM_ANSWER_LIMIT + 1);
    const client = clientWith(
      () => new Response(body.stream, { headers: { 'content-length': declared } }),
    );
    await expect(client.get('/retailers')).rejects.toMatchObject({ status: 502 });
    expect(body.sent()).toBeLessThanOrEqual(MB);
  });
});
