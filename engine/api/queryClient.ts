import { QueryClient } from '@tanstack/react-query';

export type QueryClientOptions = {
  /** Spec 7.1 retries list queries twice; tests and stories pass 0 (or false) to fail at once. */
  retry?: number | boolean;
};

/** One place for the spec 7.1 defaults: retry twice, no refetch on window focus or on mount. */
export function createQueryClient({ retry = 2 }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, refetchOnMount: false },
      // A repeated POST could place an order or send an e-mail twice, so mutations never retry.
      mutations: { retry: 0 },
    },
  });
}
