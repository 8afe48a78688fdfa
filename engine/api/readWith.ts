import type { z } from 'zod';
import { readPaginated, readSingleRecord, type Diagnostic } from '../../schemas';
import { reportDiagnostics } from '../stores/diagnosticsLog';

/** Bad records are dropped or defaulted by the schema readers; we only name the call in the log. */
function reporterFor(source: string): (diagnostics: Diagnostic[]) => void {
  return (diagnostics) =>
    reportDiagnostics(diagnostics.map((diagnostic) => ({ ...diagnostic, source })));
}

export function readRecord<T extends z.ZodType>(
  schema: T,
  body: unknown,
  source: string,
): z.output<T> | null {
  return readSingleRecord(schema, body, reporterFor(source));
}

export type Page<T> = { items: T[]; total: number };

export function readPage<T extends z.ZodType>(
  schema: T,
  body: unknown,
  source: string,
): Page<z.output<T>> {
  return readPaginated(schema, body, reporterFor(source));
}
