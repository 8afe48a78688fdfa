import { describe, expect, it, vi } from 'vitest';

describe('zodWithoutEval', () => {
  it('makes zod build its parsers without `new Function`', async () => {
    await import('./zodWithoutEval');
    const { config } = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    try {
      const schema = z.object({ name: z.string() });
      expect(schema.parse({ name: 'Blue Dream' })).toEqual({ name: 'Blue Dream' });
      expect(compile).not.toHaveBeenCalled();
    } finally {
      compile.mockRestore();
    }
  });
});
