import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { exitOnUncaughtFailures } from './processFailures';

function watchedProcess() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  const target = Object.assign(new EventEmitter(), { exit: vi.fn() });
  exitOnUncaughtFailures(target, logger);
  return { target, lines };
}

describe('exitOnUncaughtFailures', () => {
  it('logs an uncaught exception with its stack and exits with 1', () => {
    const { target, lines } = watchedProcess();
    target.emit('uncaughtException', new RangeError('out of range'));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'fatal',
        msg: 'Uncaught exception: the server stops.',
        err: expect.objectContaining({
          type: 'RangeError',
          message: 'out of range',
          stack: expect.stringContaining('processFailures.test.ts') as unknown,
        }) as unknown,
      }),
    ]);
    expect(target.exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('logs an unhandled rejection and exits with 1', () => {
    const { target, lines } = watchedProcess();
    target.emit('unhandledRejection', new Error('no catch'));
    expect(lines[0]).toMatchObject({ level: 'fatal', err: { message: 'no catch' } });
    expect(target.exit).toHaveBeenCalledExactlyOnceWith(1);
  });
});
