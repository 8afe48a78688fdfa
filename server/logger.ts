/**
 * The server's logger: one JSON object per line on stdout (pino), which a container platform
 * collects and an operator can filter by request id, level or path. Tests hand it a destination.
 */
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    // Host name and pid say nothing the platform does not already attach to each line.
    base: null,
    timestamp: stdTimeFunctions.isoTime,
    // "level":"error" reads and filters more easily than pino's numbers.
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
