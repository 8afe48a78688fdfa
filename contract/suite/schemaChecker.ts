/**
 * Checks a body against an answer's schema from contract/openapi.json with Ajv (JSON Schema
 * 2020-12, the dialect OpenAPI 3.1 uses). The components are one schema of their own, so every
 * `#/components/schemas/X` reference resolves; each answer's schema is compiled once.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { isRecord, type JsonObject } from './json.ts';
import { schemaProblems } from './schemaProblems.ts';

/** Names the components schema; nothing is fetched from it. */
const COMPONENTS_ID = 'https://storefront-contract.invalid/components.json';
const COMPONENT_REF = '#/components/schemas/';

/** A copy whose component references point into the components schema, where Ajv finds them. */
function withComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withComponentRefs);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT_REF)
        ? [key, `${COMPONENTS_ID}#/$defs/${child.slice(COMPONENT_REF.length)}`]
        : [key, withComponentRefs(child)],
    ),
  );
}

/** A calendar day as YYYY-MM-DD: 2026-02-30 has the shape but is no day. */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * The formats the contract's schemas write (an ISO date field writes `date`, a URL field `uri`).
 * Ajv checks none of its own, and in strict mode refuses a schema naming one it does not know.
 */
const FORMATS = { date: isDate, uri: (value: string) => URL.canParse(value) };

/** What is wrong with a body, most telling first; empty when it matches. */
export type SchemaCheck = (body: unknown) => string[];

export function createSchemaChecker(
  components: Readonly<Record<string, JsonObject>>,
): (schema: JsonObject) => SchemaCheck {
  const ajv = new Ajv2020({
    allErrors: true,
    // The failing value comes with each error, for "(got …)".
    verbose: true,
    // A keyword Ajv does not know is a schema the suite would silently not check.
    strict: true,
    // Lenient ids are `type: ["string", "number"]` (spec 7.1).
    allowUnionTypes: true,
    formats: FORMATS,
  });
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: withComponentRefs(components) });
  const compiled = new WeakMap<JsonObject, SchemaCheck>();
  const compile = (schema: JsonObject): SchemaCheck => {
    let validate: ValidateFunction;
    try {
      const rewritten = withComponentRefs(schema);
      validate = ajv.compile(isRecord(rewritten) ? rewritten : {});
    } catch (error) {
      // Said on the answer's line rather than ending the run.
      const reason = error instanceof Error ? error.message : String(error);
      return () => [`contract/openapi.json: this answer's schema does not compile (${reason})`];
    }
    return (body) => (validate(body) ? [] : schemaProblems(validate.errors ?? []));
  };
  return (schema) => {
    const known = compiled.get(schema);
    if (known !== undefined) return known;
    const check = compile(schema);
    compiled.set(schema, check);
    return check;
  };
}
