// Types for failureSummary.mjs (a plain Node script) that its test imports.
export function messageLines(text: unknown): string[];
export function describeDiff(diffFile: string, referenceFile?: string, actualFile?: string): string;
export function failureSummary(text: unknown): string[];
