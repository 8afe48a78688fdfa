/**
 * The digest the server gives a section it stopped waiting for (server/render): the browser
 * renders that section itself, an expected outcome of a slow API rather than a mismatch.
 */
export const SECTION_LEFT_TO_BROWSER = 'storefront-section-left-to-browser';

/** Whether React's recoverable error is a section the server left to the browser. */
export const isSectionLeftToBrowser = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'digest' in error &&
  error.digest === SECTION_LEFT_TO_BROWSER;
