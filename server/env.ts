/** The production server's settings, from the environment, with their defaults. */
export type ServerEnv = {
  port: number;
  host: string;
  apiBaseUrl: string | null;
  publicOrigin: string | null;
  /** How long a page waits for its streamed sections' data before it is sent without them
   * (server/render); null (STREAM_WAIT_MS=off) sends whole pages only. */
  streamWaitMs: number | null;
};

const DEFAULT_PORT = 3000;
/** Enough for a list from a nearby API; a slower one no longer holds up the rest of the page. */
export const DEFAULT_STREAM_WAIT_MS = 100;

function streamWait(value: string | undefined): number | null {
  const text = nonEmpty(value);
  if (text === null) return DEFAULT_STREAM_WAIT_MS;
  if (text.toLowerCase() === 'off') return null;
  const ms = Number(text);
  return Number.isInteger(ms) && ms >= 0 && ms <= 60_000 ? ms : DEFAULT_STREAM_WAIT_MS;
}

const nonEmpty = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' ? value.trim() : null;

export function serverEnv(env: Record<string, string | undefined>): ServerEnv {
  const port = Number(env.PORT);
  return {
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : DEFAULT_PORT,
    // Every interface, so a container's port mapping reaches it.
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    apiBaseUrl: nonEmpty(env.API_BASE_URL) ?? nonEmpty(env.VITE_API_BASE_URL),
    publicOrigin: nonEmpty(env.PUBLIC_ORIGIN),
    streamWaitMs: streamWait(env.STREAM_WAIT_MS),
  };
}
