/** The production server's settings, from the environment, with their defaults. */
export type ServerEnv = {
  port: number;
  host: string;
  apiBaseUrl: string | null;
  publicOrigin: string | null;
};

const DEFAULT_PORT = 3000;

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
  };
}
