import { describe, expect, it } from 'vitest';
import { startWithin } from './mockStart';
import { mockStartProblem } from './mockStartProblem';

describe('starting the mocked build', () => {
  it('starts the app when the service worker starts', async () => {
    await expect(startWithin(Promise.resolve('preview'), 100)).resolves.toEqual({
      ok: true,
      value: 'preview',
    });
  });

  it('shows the problem when the start is refused', async () => {
    const refused = new Error('Failed to register the Service Worker');
    await expect(startWithin(Promise.reject(refused), 100)).resolves.toEqual({
      ok: false,
      error: refused,
    });
  });

  it('shows the problem when the start never settles (a blocked worker), not a blank page', async () => {
    const outcome = await startWithin(new Promise<never>(() => undefined), 20);
    expect(outcome.ok).toBe(false);
  });

  it.each([
    [
      { isSecureContext: false, hasServiceWorker: false },
      /plain http on an address other than localhost/,
    ],
    [{ isSecureContext: true, hasServiceWorker: false }, /service workers turned off/],
    [{ isSecureContext: true, hasServiceWorker: true }, /did not let the service worker start/],
  ])('names the likely cause for %j', (facts, reason) => {
    const problem = mockStartProblem(new Error('denied'), facts);
    expect(problem.reason).toMatch(reason);
    expect(problem.steps.join(' ')).toMatch(/localhost or over https.*service workers.*npm start/);
    expect(problem.detail).toBe('denied');
  });
});
