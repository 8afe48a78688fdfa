/**
 * The visitor answer of spec 7.5 as a healthy server sends it, read without zod: a first visit
 * registers a visitor right after hydration, and this one field should not cost the page zod's
 * download. Anything less plain is left to the lenient reader
 * (`readSingleRecord(VisitorSchema, …)`), which repairs and reports; `plainVisitor.test.ts` holds
 * the two to the same answer wherever this one answers.
 */
import type { Visitor } from '../../schemas';

/** Far within the lenient reader's depth limit, whatever envelope path the record sits at. */
const PLAIN_DEPTH = 32;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** JSON data (no function, symbol or class instance) with no container deeper than `levels`. */
function isShallowJson(value: unknown, levels: number): boolean {
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    return false;
  }
  if (typeof value !== 'object' || value === null) return true;
  if (levels === 0 || !(Array.isArray(value) || isPlainObject(value))) return false;
  return Object.values(value).every((item) => isShallowJson(item, levels - 1));
}

/** The visitor, or undefined when the answer is not plainly well formed (read it leniently). */
export function readPlainVisitor(body: unknown): Visitor | undefined {
  if (!isPlainObject(body)) return undefined;
  const candidate: unknown = Array.isArray(body.data) ? body.data[0] : body.data;
  if (!isPlainObject(candidate) || typeof candidate._id !== 'string') return undefined;
  return isShallowJson(candidate, PLAIN_DEPTH) ? { _id: candidate._id } : undefined;
}
