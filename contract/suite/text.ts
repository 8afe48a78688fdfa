/** Keeping output lines readable: long values are cut, with an ellipsis. */
export function cut(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

/** A value as JSON, cut to `max` characters: `"12"`, `{"id":1,…`. */
export function preview(value: unknown, max = 40): string {
  const json = value === undefined ? 'undefined' : JSON.stringify(value);
  return cut(json ?? String(value), max);
}
