/**
 * Real-API mode: the server's own calls to the retailer's API (a page's render, the sitemap) read
 * an answer up to the cap the /api gateway reads up to (server/upstream.ts). A larger one is
 * answered as the gateway answers it, 502 with its message, so the client fails with that message
 * and one oversized answer cannot take the server's memory.
 */
import { API_MESSAGES, apiError } from './apiErrors';
import { readCappedAnswer } from './upstream';

export function cappedFetch(doFetch: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await doFetch(input, init);
    const body = await readCappedAnswer(response);
    if (body === null) return apiError(502, API_MESSAGES.answerTooLarge);
    return new Response(body.byteLength === 0 ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
