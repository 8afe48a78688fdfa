/**
 * Journeys run side by side against one production server: each test names a sandbox in this
 * request header and the embedded mock API (mockApi.ts) answers it from backends of its own.
 * Only the embedded mock reads it; a real deployment's API never sees the name.
 */
export const MOCK_SANDBOX = 'mock-sandbox';

const SANDBOX_NAME = /^[\w-]{1,64}$/;

/** The sandbox a request names; null (the shared backends) when none or not a short word. */
export function sandboxOf(request: Request): string | null {
  const named = request.headers.get(MOCK_SANDBOX);
  return named !== null && SANDBOX_NAME.test(named) ? named : null;
}
