/** JSON for an inline script: "<" is escaped so a label like "</script>" cannot end the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
