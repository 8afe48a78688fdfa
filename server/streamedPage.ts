/**
 * The sending of a streamed page (server/render): its first part at once, then each section as
 * its list comes, with the styled-components rules that section brought.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { ServerStyleSheet } from 'styled-components';
import { asServerStyles } from '../engine/app/serverStyles';
import type { FlushedRender } from './flushedRender';
import { pageStatus } from './pageStatus';
import type { PageParts, StreamedPage, StreamingOptions } from './renderedPage';

/** A streaming render, its shell rendered, not yet sent. */
export type StreamingAttempt = { render: FlushedRender; sheet: ServerStyleSheet; status: number };

/** A streamed page: its first part now, the sections as their lists come, each with its styles. */
export async function sendStreaming(
  attempt: StreamingAttempt,
  { giveUpMs }: StreamingOptions,
  {
    parts,
    state,
    stop,
  }: {
    parts: Omit<PageParts, 'status' | 'html' | 'styles'>;
    state: () => DehydratedState;
    stop: (attempt: StreamingAttempt, reason: string) => void;
  },
): Promise<StreamedPage> {
  const { render, sheet, status } = attempt;
  const flushes = render.flushes()[Symbol.asyncIterator]();
  /** The rules styled-components registered since the last call, as a style tag of ours. */
  const newStyles = () => {
    const tags = asServerStyles(sheet._emitSheetCSS());
    sheet.instance.clearTag();
    return tags;
  };
  const first = await flushes.next();
  const html = first.done === true ? '' : first.value;
  const styles = newStyles();
  const giveUp = setTimeout(
    () => stop(attempt, `A streamed section took over ${giveUpMs} ms: left to the browser.`),
    giveUpMs,
  );
  async function* later(): AsyncGenerator<string> {
    try {
      for (let next = await flushes.next(); next.done !== true; next = await flushes.next()) {
        yield `${newStyles()}${next.value}`;
      }
    } finally {
      clearTimeout(giveUp);
      sheet.seal();
    }
  }
  return {
    ...parts,
    // The page's own record is awaited before its first part: a failure shows in it.
    status: pageStatus(status, html),
    html,
    styles,
    rest: {
      flushes: later(),
      state,
      cancel: () => {
        clearTimeout(giveUp);
        stop(attempt, 'The browser went away.');
      },
    },
  };
}
