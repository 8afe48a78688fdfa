/** URI-decodes a segment; a malformed escape is shown as typed rather than breaking the page. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "close-your-account" → "Close Your Account": hyphens become spaces, each word capitalised. */
export function segmentLabel(segment: string): string {
  return decodeSegment(segment)
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Non-empty path segments. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}
