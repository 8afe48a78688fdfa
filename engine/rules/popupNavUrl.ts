/**
 * Where a popup button sends the shopper (spec 4.9 navUrl table), with the project's safe-link
 * rules on top: "//host", "/\host" and control characters are not site paths; only http(s) leaves
 * the site, in a new tab.
 */
export type PopupNavigation =
  { kind: 'path'; path: string } | { kind: 'hash'; hash: string } | { kind: 'newTab'; url: string };

const HOME: PopupNavigation = { kind: 'path', path: '/' };
/** C0 control characters and DEL never belong in a link. */
const hasControl = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);

export function popupNavigation(navUrl: string): PopupNavigation {
  if (navUrl === '' || /\s/.test(navUrl) || hasControl(navUrl)) return HOME;
  if (navUrl.startsWith('/')) {
    // A second slash or a backslash makes the browser read a host: not a site path.
    return /^\/[/\\]/.test(navUrl) ? HOME : { kind: 'path', path: navUrl };
  }
  if (navUrl.startsWith('#')) return { kind: 'hash', hash: navUrl };
  if (/^https?:\/\/[^/\\]/i.test(navUrl)) return { kind: 'newTab', url: navUrl };
  return HOME;
}
