import type { $ZodType, output } from 'zod/v4/core';
import type * as SchemasModule from '../../schemas';
import type { Diagnostic } from '../../schemas';
import { reportDiagnostics } from '../stores/diagnosticsLog';
import { ApiError, FALLBACK_ERROR_MESSAGE } from './errors';

/** The schemas and their readers. */
export type Schemas = typeof SchemasModule;

let schemas: Promise<Schemas> | null = null;

/**
 * Loads the schemas (and zod) with the first response that needs reading: a hydrating page has
 * its first data from the server's query cache, so its first load downloads no zod.
 */
export function loadSchemas(): Promise<Schemas> {
  schemas ??= import('../../schemas');
  return schemas;
}

/** Names the schema a response is read with, out of the lazily loaded schemas. */
export type SchemaPick<T extends $ZodType> = (loaded: Schemas) => T;

/** Bad records are dropped or defaulted by the schema readers; we only name the call in the log. */
export function reporterFor(source: string): (diagnostics: Diagnostic[]) => void {
  return (diagnostics) =>
    reportDiagnostics(diagnostics.map((diagnostic) => ({ ...diagnostic, source })));
}

export async function readRecord<T extends $ZodType>(
  pick: SchemaPick<T>,
  body: unknown,
  source: string,
): Promise<output<T> | null> {
  const loaded = await loadSchemas();
  return loaded.readSingleRecord(pick(loaded), body, reporterFor(source));
}

/**
 * A record the server says does not exist (404) is an answer, not a failure: null, like an empty
 * response. The page then shows "not found" in the server's HTML and the browser's first render
 * alike (a failed query is not sent to the browser), and the server can answer 404.
 */
export async function readMissingAsNull<T extends $ZodType>(
  schema: SchemaPick<T>,
  body: Promise<unknown>,
  source: string,
) {
  try {
    const answer = await body;
    // Text that is not JSON is a broken answer, not the API saying there is no such record: read
    // as nothing, a product would show as not found and a crawler drop its page.
    if (typeof answer === 'string') throw new ApiError(FALLBACK_ERROR_MESSAGE, 502, answer);
    return readRecord(schema, answer, source);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** readRecord, or the schema's defaults (what it makes of `empty`) when there is no record. */
export async function readRecordOr<T extends $ZodType>(
  pick: SchemaPick<T>,
  body: unknown,
  source: string,
  empty: unknown,
): Promise<output<T>> {
  const loaded = await loadSchemas();
  const schema = pick(loaded);
  return (
    loaded.readSingleRecord(schema, body, reporterFor(source)) ??
    loaded.parseLenient(schema, empty, source).value
  );
}

export type Page<T> = { items: T[]; total: number };

export async function readPage<T extends $ZodType>(
  pick: SchemaPick<T>,
  body: unknown,
  source: string,
): Promise<Page<output<T>>> {
  const loaded = await loadSchemas();
  return loaded.readPaginated(pick(loaded), body, reporterFor(source));
}
