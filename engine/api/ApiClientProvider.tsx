import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client';
import { defaultApiClient } from './defaultClient';

const ApiClientContext = createContext<ApiClient>(defaultApiClient);

/** Lets the app hand in a client that reads the session token, and tests a client of their own. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
