import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { requestLog, withRequestId } from './requestLog';
import { answerServerError, SERVER_ERROR_MESSAGE } from './serverErrors';

type Line = Record<string, unknown>;

function loggedApp() {
  const lines: Line[] = [];
  const logger = createLogger({ write: (line: string) => lines.push(JSON.parse(line) as Line) });
  const app = new Hono();
  app.use(withRequestId());
  app.use(requestLog(logger));
  app.onError(answerServerError(logger));
  app.get('/shop', (c) => c.text('menu'));
  app.get('/broken', () => {
    throw new Error('database password is hunter2');
  });
  app.get('/api/broken', () => {
    throw new TypeError('cannot read x of undefined');
  });
  app.post('/api/malformed', () => {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  });
  return { app, lines };
}

describe('request log', () => {
  it('writes one JSON line per request with its id, which the response carries', async () => {
    const { app, lines } = loggedApp();
    const response = await app.request('/shop?email=a@b.example');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{16,}$/);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        requestId: id,
        method: 'GET',
        path: '/shop',
        status: 200,
        ms: expect.any(Number) as unknown,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('a@b.example');
  });

  it('keeps a proxy’s request id and gives each request its own otherwise', async () => {
    const { app } = loggedApp();
    const kept = await app.request('/shop', { headers: { 'x-request-id': 'edge-42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42');
    const [one, two] = await Promise.all([app.request('/shop'), app.request('/shop')]);
    expect(one?.headers.get('x-request-id')).not.toBe(two?.headers.get('x-request-id'));
  });
});

describe('server errors', () => {
  it('log the error with its stack and request id; the client gets a short message', async () => {
    const { app, lines } = loggedApp();
    const response = await app.request('/broken');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toBe(SERVER_ERROR_MESSAGE);
    expect(body).not.toMatch(/hunter2|at |\.ts/);
    const id = response.headers.get('x-request-id');
    expect(id).not.toBeNull();
    const [failure, request] = lines;
    expect(failure).toMatchObject({
      level: 'error',
      requestId: id,
      method: 'GET',
      path: '/broken',
      err: { type: 'Error', message: 'database password is hunter2' },
    });
    expect((failure?.err as { stack: string }).stack).toMatch(/requestLog\.test\.ts/);
    expect(request).toMatchObject({ msg: 'request', requestId: id, status: 500 });
  });

  it('answer /api in the API’s error shape', async () => {
    const { app } = loggedApp();
    const response = await app.request('/api/broken');
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).not.toBeNull();
    expect(await response.json()).toEqual({ statusCode: 500, message: SERVER_ERROR_MESSAGE });
  });

  it('keep a refusal’s own status (a malformed body is a 400) and log no error', async () => {
    const { app, lines } = loggedApp();
    const response = await app.request('/api/malformed', { method: 'POST', body: '{' });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-request-id')).not.toBeNull();
    expect(lines.map((line) => line.level)).toEqual(['info']);
  });
});
