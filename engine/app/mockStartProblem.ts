/** The words for a mocked build whose service worker would not start.
 * Loaded only when that happens, so its text is not in the entry chunk. */

export type MockStartProblem = {
  title: string;
  /** Why it happened, as far as the page can tell. */
  reason: string;
  /** What the person can do, most likely fix first. */
  steps: string[];
  /** The browser's own words, for whoever debugs it. */
  detail: string | null;
};

export type BrowserContextFacts = { isSecureContext: boolean; hasServiceWorker: boolean };

function reasonFor(facts: BrowserContextFacts): string {
  if (!facts.isSecureContext) {
    return 'This page was opened over plain http on an address other than localhost, where browsers do not run service workers.';
  }
  if (!facts.hasServiceWorker) {
    return 'This browser has service workers turned off here (a private window or a privacy setting does this).';
  }
  return 'The browser did not let the service worker start (a private window, blocked site data or a browser setting can do this).';
}

/** What to tell the person whose mocked build could not start its service worker. */
export function mockStartProblem(error: unknown, facts: BrowserContextFacts): MockStartProblem {
  const detail = error instanceof Error && error.message.trim() !== '' ? error.message : null;
  return {
    title: 'The demo store could not start',
    reason: `This preview keeps its store data in your browser and serves it through a service worker. ${reasonFor(facts)}`,
    steps: [
      'Open it on http://localhost or over https.',
      'Allow service workers for this site: leave private browsing, or allow its cookies and site data.',
      'Or run it with npm start, whose server answers the demo data without a service worker.',
    ],
    detail,
  };
}
