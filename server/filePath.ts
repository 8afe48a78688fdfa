/** A name with an extension ("/assets/shell-1a2b.js", "/logo.svg"): what the build's files have. */
const FILE_NAME = /\.[a-z0-9]+$/i;

/** A slash inside a segment: Hono's path keeps it encoded (decodeURI leaves "%2F" alone). */
const ENCODED_SLASH = /%2f/i;

/**
 * Whether a request's path (Hono's, decoded but for reserved characters) names a file of the
 * build; index.html is the app, served as a page. A path with an encoded slash never does: no file
 * name holds a slash, while a page's parameter may (the product slug "//evil.example" is
 * /product/%2F%2Fevil.example), so such a path is a page and a missing one gets the app's 404.
 */
export function isFilePath(path: string): boolean {
  return FILE_NAME.test(path) && !ENCODED_SLASH.test(path) && path !== '/index.html';
}
