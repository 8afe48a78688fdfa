import { createContext, useContext } from 'react';
import { STREAMED } from './queryMeta';

/** Whether a component renders inside a StreamedSection (engine/hydration/StreamedSection). */
export const InStreamedSection = createContext(false);

/** The meta of a list query: streamed inside a StreamedSection, else waited for as before. */
export function useStreamedMeta(): typeof STREAMED | undefined {
  return useContext(InStreamedSection) ? STREAMED : undefined;
}
