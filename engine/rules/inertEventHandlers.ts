/**
 * CMS HTML with its event handler attributes (`onclick=…`) renamed before a DOM parses it.
 * Chromium reports a Content-Security-Policy violation for every handler attribute it parses,
 * even into an inert document no script runs in (the sanitiser's), so one hostile CMS text would
 * raise a report on every page that shows it. This pass only keeps the parser from seeing them:
 * the sanitiser (sanitizeHtml) is what makes the HTML safe, and drops whatever this pass misses,
 * which is then merely reported.
 */

/** A start tag, its quoted attribute values whole (a ">" inside one does not end it). */
const START_TAG = /<[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>?/gi;
/** A quoted value (kept as it is), or "on" where an attribute name starts. */
const HANDLER_NAME = /("[^"]*"|'[^']*')|(?<=[\s/"'])on/gi;

/** Renamed handlers are data attributes, which the sanitiser drops too. */
const RENAMED_PREFIX = 'data-inert-';

export function withInertEventHandlers(html: string): string {
  return html.replace(START_TAG, (tag) =>
    tag.replace(HANDLER_NAME, (match, quoted: string | undefined) =>
      quoted === undefined ? `${RENAMED_PREFIX}${match}` : quoted,
    ),
  );
}
