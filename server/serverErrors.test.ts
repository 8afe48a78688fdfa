import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { faultyServer, type LogLine } from './faultyServer';
import { createLogger } from './logger';
import { answerServerError, SERVER_ERROR_MESSAGE } from './serverErrors';

// An error nobody expected (a bug, a broken dependency) reaches the app's error handler: the
// person gets a short message and the request's id, the log gets the error with its stack.

/** What an unexpected failure must never show: its text, a stack frame, a source path. */
const LEAKS = /database password|\bat \S+ \(|\/srv\/|\.tsx?:\d+/;

function failure() {
  const error = new Error('database password rejected at db.internal:5432');
  error.stack = `Error: ${error.message}\n    at connect (/srv/storefront/server/db.ts:12:7)`;
  return error;
}

describe('an unexpected error in a page route', () => {
  const { app, alarms } = faultyServer();
  // A route of the server's app that fails as a bug would (after the app's own routes).
  app.post('/orders/export', () => {
    throw failure();
  });

  it('answers 500 with a message a person understands, and no stack', async () => {
    const response = await app.request('http://shop.test/orders/export', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toBe(SERVER_ERROR_MESSAGE);
    expect(text).not.toMatch(LEAKS);
    // The id a person can quote, and the security headers every answer carries.
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).not.toBe('');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const [line] = alarms();
    expect(line).toMatchObject({
      level: 'error',
      msg: 'request failed',
      requestId: id,
      path: '/orders/export',
    });
    expect(line?.err?.stack).toContain('/srv/storefront/server/db.ts:12:7');
  });
});

describe('answerServerError', () => {
  const lines: LogLine[] = [];
  const app = new Hono();
  app.onError(
    answerServerError(createLogger({ write: (line: string) => lines.push(JSON.parse(line)) })),
  );
  app.get('/api/cart', () => {
    throw failure();
  });
  app.get('/refused', () => {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  });
  app.get('/broken-dependency', () => {
    throw new HTTPException(502, { message: 'upstream said: secret-token-123' });
  });

  it('answers /api in the API’s error shape, which the app shows as its toast (spec 8)', async () => {
    const response = await app.request('http://shop.test/api/cart');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ statusCode: 500, message: SERVER_ERROR_MESSAGE });
    expect(body).not.toMatch(LEAKS);
  });

  it('keeps a refusal Hono raised on purpose (4xx) as it is, unlogged', async () => {
    lines.length = 0;
    const response = await app.request('http://shop.test/refused');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Malformed JSON in request body');
    expect(lines).toEqual([]);
  });

  it('treats a 5xx HTTPException as a failure: its message stays in the log', async () => {
    lines.length = 0;
    const response = await app.request('http://shop.test/broken-dependency');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(SERVER_ERROR_MESSAGE);
    expect(lines.map((line) => line.err?.message)).toEqual(['upstream said: secret-token-123']);
  });
});
