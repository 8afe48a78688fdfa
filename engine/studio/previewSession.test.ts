import { describe, expect, it } from 'vitest';
import { signInPreviewShopper } from './previewSession';

describe('signInPreviewShopper', () => {
  it("gives the sign-in answer's session", async () => {
    await expect(signInPreviewShopper(async () => ({ token: 'session.abc' }))).resolves.toBe(
      'session.abc',
    );
  });

  it.each([
    ['an answer without a token', async () => ({ message: 'Invalid email or password' })],
    ['an empty token', async () => ({ token: '' })],
    ['a refused sign-in', () => Promise.reject(new Error('Too many attempts.'))],
  ])('previews a guest (null) after %s', async (_, signIn) => {
    await expect(signInPreviewShopper(signIn)).resolves.toBeNull();
  });
});
