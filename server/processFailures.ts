/**
 * An exception nobody caught, or a promise rejection nobody handled, leaves the server in a state
 * no code planned for: it is logged (with its stack) and the process ends with code 1, so the
 * platform restarts a clean one instead of serving from a broken one.
 */
import type { Logger } from './logger';

/** The part of `process` this needs (a test passes an EventEmitter). */
export type FailingProcess = {
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  exit(code: number): void;
};

export function exitOnUncaughtFailures(target: FailingProcess, logger: Logger): void {
  target.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'Uncaught exception: the server stops.');
    target.exit(1);
  });
  target.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'Unhandled promise rejection: the server stops.');
    target.exit(1);
  });
}
