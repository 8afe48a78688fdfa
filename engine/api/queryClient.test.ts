import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';

describe('createQueryClient', () => {
  it('applies the spec 7.1 defaults', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ retry: 2, refetchOnWindowFocus: false, refetchOnMount: false });
  });

  it('lets tests turn retries off', () => {
    expect(createQueryClient({ retry: 0 }).getDefaultOptions().queries?.retry).toBe(0);
  });
});
