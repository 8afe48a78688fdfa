import { createContext, use, useContext, type ReactNode } from 'react';
import { InStreamedSection } from '../api/streamedQueries';
import { HydratingSuspense } from './HydratingSuspense';

/**
 * The server's streaming render (server/render) lets a section that waits on a list wait alone:
 * `ready` resolves once the page's streamed queries (engine/api/queryMeta) have their data.
 * Absent in the browser, in the server's data passes and for crawlers (every section inline).
 */
export type StreamGate = { ready: () => Promise<void> };

const StreamGateContext = createContext<StreamGate | null>(null);

export const StreamGateProvider = StreamGateContext.Provider;

function AwaitStreamedData({ gate, children }: { gate: StreamGate; children: ReactNode }) {
  use(gate.ready());
  return children;
}

/**
 * A part of a page that may reach the browser after the rest (streaming): while its
 * data is on the way, the server sends the part as the browser would show it loading (its own
 * skeletons, so nothing shifts), and the part itself once its data is in. In the browser it is a
 * Suspense boundary like any other: it hydrates from the server's data without refetching.
 */
export function StreamedSection({ children }: { children: ReactNode }) {
  const gate = useContext(StreamGateContext);
  return (
    <InStreamedSection value>
      <HydratingSuspense fallback={children}>
        {gate === null ? children : <AwaitStreamedData gate={gate}>{children}</AwaitStreamedData>}
      </HydratingSuspense>
    </InStreamedSection>
  );
}
