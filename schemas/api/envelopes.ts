/**
 * Response envelopes and the readers of spec 7.1 (single record, paginated list, mutation). In
 * zod/mini: a first visit reads the popup visitor with readSingleRecord (schemas/popupReaders.ts).
 */
import * as z from 'zod/mini';
import type { SomeType } from 'zod/v4/core';
import { count, list } from '../fields';
import { parseLenient, type Diagnostic } from '../lenient';
import { isRecord } from '../lenientPath';

/** Called with the problems found in a response, when there are any. */
export type DiagnosticsSink = (diagnostics: Diagnostic[]) => void;

/** When a paginated response gives no total (spec 7.1). */
export const DEFAULT_PAGINATED_TOTAL = 10;

export const MutationResponseSchema = z.object({
  statusCode: z.optional(z.number()),
  message: z.optional(z.string()),
  token: z.optional(z.string()),
  data: z.optional(z.unknown()),
});
export type MutationResponse = z.output<typeof MutationResponseSchema>;

/** Single-record GET: data is the record, or a list whose first item is the record. */
export const singleRecordData = <T extends SomeType>(record: T) =>
  z.object({
    statusCode: count(200),
    message: z.optional(z.string()),
    data: z.union([record, z.array(record)]),
  });

/** Paginated GET: data.data is the page, data.total the full count. */
export const paginatedData = <T extends SomeType>(record: T) =>
  z.object({
    statusCode: count(200),
    data: z.prefault(z.object({ data: list(record), total: count(DEFAULT_PAGINATED_TOTAL) }), {}),
  });

const EnvelopeSchema = z.object({
  statusCode: z.optional(z.number()),
  data: z.optional(z.unknown()),
});

function readList<T extends SomeType>(
  record: T,
  items: unknown[],
  report: DiagnosticsSink | undefined,
): z.output<T>[] {
  // Through an array schema, a record that is not an object at all is dropped, never defaulted.
  const { value, diagnostics } = parseLenient(z.array(record), items, 'response data');
  if (report && diagnostics.length > 0) report(diagnostics);
  return value;
}

/** The record in a single-record GET response, or null when it has none (spec 7.1). */
export function readSingleRecord<T extends SomeType>(
  record: T,
  body: unknown,
  report?: DiagnosticsSink,
): z.output<T> | null {
  const { data } = parseLenient(EnvelopeSchema, body, 'response').value;
  const candidate = Array.isArray(data) ? data[0] : data;
  if (candidate === undefined || candidate === null) return null;
  return readList(record, [candidate], report)[0] ?? null;
}

/** Items and total of a paginated GET response (spec 7.1). */
export function readPaginated<T extends SomeType>(
  record: T,
  body: unknown,
  report?: DiagnosticsSink,
): { items: z.output<T>[]; total: number } {
  const { data } = parseLenient(EnvelopeSchema, body, 'response').value;
  if (Array.isArray(data)) return { items: readList(record, data, report), total: data.length };
  if (!isRecord(data)) return { items: [], total: DEFAULT_PAGINATED_TOTAL };
  const page = Array.isArray(data.data) ? data.data : [];
  const total =
    typeof data.total === 'number' && Number.isFinite(data.total)
      ? data.total
      : DEFAULT_PAGINATED_TOTAL;
  return { items: readList(record, page, report), total };
}

/** Success when the response has a token or statusCode 200/201; message is for the toast. */
export function mutationOutcome(body: unknown): { ok: boolean; message: string | null } {
  const { value } = parseLenient(MutationResponseSchema, body, 'mutation response');
  const hasToken = typeof value.token === 'string' && value.token !== '';
  const ok = hasToken || value.statusCode === 200 || value.statusCode === 201;
  return { ok, message: value.message ?? null };
}
