import { createContext, useContext } from 'react';

/**
 * The HTTP status a server-rendered page answers with: a page that finds nothing to
 * show (unknown path, product, brand, category or store) reports 404 while it renders, as it
 * does its title. The server provides the sink; in the browser there is none and reporting does
 * nothing.
 */
export type HttpStatusSink = (status: number) => void;

const HttpStatusContext = createContext<HttpStatusSink | null>(null);

export const HttpStatusProvider = HttpStatusContext.Provider;

/** Reports the page's status to the server render, if any; call during render. */
export function useHttpStatus(status: number | undefined): void {
  const report = useContext(HttpStatusContext);
  if (report !== null && status !== undefined) report(status);
}
