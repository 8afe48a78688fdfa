import { createApiClient, type ApiClient } from './client';
import { API_BASE_URL } from './config';

/**
 * The client used when nothing else is provided. Tokens are passed per call by the account
 * queries, so this client needs no session access; the app may provide one that reads the token.
 */
export const defaultApiClient: ApiClient = createApiClient({ baseUrl: API_BASE_URL });
