/**
 * The suite's view of contract/openapi.json: each operation's method, path, path parameters,
 * whether it carries the shopper's token, and its documented answers, with every
 * `#/components/responses/…` reference resolved. The suite reads nothing else of the contract,
 * so it runs wherever that one file is.
 */
import { readFileSync } from 'node:fs';
import { at, isRecord, type JsonObject } from './json.ts';

export const OPENAPI_FILE = new URL('../openapi.json', import.meta.url);

export const METHODS = ['get', 'post', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export type DocumentedAnswer = {
  readonly description: string;
  /** The JSON body's schema; null when the answer is not read (any body will do). */
  readonly schema: JsonObject | null;
  /**
   * The write envelope (MutationResponse, or one with its statusCode, message and token), which
   * the storefront reads as a success only with a token or statusCode 200 or 201 (spec 7.1).
   */
  readonly writeEnvelope: boolean;
};

export type ContractOperation = {
  readonly operationId: string;
  readonly method: Method;
  /** `/products/{slug}`, under the API's base. */
  readonly path: string;
  readonly pathParams: readonly string[];
  /** Sent with `Authorization: Bearer <token>`. */
  readonly bearer: boolean;
  /** By the document's keys: `200`, `2XX`, `404`, `default`. */
  readonly answers: Readonly<Record<string, DocumentedAnswer>>;
};

export type Contract = {
  readonly version: string;
  /** In the document's order. */
  readonly operations: readonly ContractOperation[];
  /** components/schemas, which the answers' schemas refer to. */
  readonly schemas: Readonly<Record<string, JsonObject>>;
};

const RESPONSE_REF = '#/components/responses/';

const objectAt = (value: unknown, key: string, where: string): JsonObject => {
  const found = isRecord(value) ? value[key] : undefined;
  if (!isRecord(found)) throw new Error(`contract/openapi.json: ${where}.${key} is not an object`);
  return found;
};

function documentedAnswer(answer: unknown, responses: JsonObject, where: string): DocumentedAnswer {
  const ref = isRecord(answer) ? answer.$ref : undefined;
  const resolved =
    typeof ref === 'string' && ref.startsWith(RESPONSE_REF)
      ? responses[ref.slice(RESPONSE_REF.length)]
      : answer;
  if (!isRecord(resolved)) throw new Error(`contract/openapi.json: ${where} does not resolve`);
  const schema = at(resolved, 'content', 'application/json', 'schema');
  return {
    description: typeof resolved.description === 'string' ? resolved.description : '',
    schema: isRecord(schema) ? schema : null,
    writeEnvelope: isWriteEnvelope(schema),
  };
}

const WRITE_ENVELOPE = '#/components/schemas/MutationResponse';
const WRITE_ENVELOPE_FIELDS = ['statusCode', 'message', 'token'];

function isWriteEnvelope(schema: unknown): boolean {
  if (at(schema, '$ref') === WRITE_ENVELOPE) return true;
  const properties = at(schema, 'properties');
  return isRecord(properties) && WRITE_ENVELOPE_FIELDS.every((field) => field in properties);
}

/** The document, read; it throws with the place when the document is not what the suite reads. */
export function readContract(document: unknown): Contract {
  const paths = objectAt(document, 'paths', '(document)');
  const components = objectAt(document, 'components', '(document)');
  const responses = objectAt(components, 'responses', 'components');
  const schemas = Object.fromEntries(
    Object.entries(objectAt(components, 'schemas', 'components')).filter(
      (entry): entry is [string, JsonObject] => isRecord(entry[1]),
    ),
  );
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      if (!isRecord(item) || !isRecord(item[method])) continue;
      const entry = item[method];
      const where = `paths.${path}.${method}`;
      const operationId = entry.operationId;
      if (typeof operationId !== 'string')
        throw new Error(`contract/openapi.json: ${where} has no operationId`);
      const answers = entry.responses;
      if (!isRecord(answers)) throw new Error(`contract/openapi.json: ${where} has no responses`);
      operations.push({
        operationId,
        method,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
        bearer: Array.isArray(entry.security) && entry.security.length > 0,
        answers: Object.fromEntries(
          Object.entries(answers).map(([status, answer]) => [
            status,
            documentedAnswer(answer, responses, `${where}.responses.${status}`),
          ]),
        ),
      });
    }
  }
  const version = at(document, 'info', 'version');
  return { version: typeof version === 'string' ? version : '', operations, schemas };
}

export function loadContract(file: URL | string = OPENAPI_FILE): Contract {
  return readContract(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The documented answer a status falls under: its own key, its class (`2XX`), else `default`,
 * which the contract writes for "any other failure" and so covers failures only.
 */
export function documentedAnswerFor(
  operation: ContractOperation,
  status: number,
): { key: string; answer: DocumentedAnswer } | null {
  const keys = [String(status), `${Math.floor(status / 100)}XX`];
  if (status >= 400) keys.push('default');
  for (const key of keys) {
    const answer = operation.answers[key];
    if (answer !== undefined) return { key, answer };
  }
  return null;
}

/** The statuses an operation documents, in words: `200, 401, 404, any other failure`. */
export function documentedStatuses(operation: ContractOperation): string {
  return Object.keys(operation.answers)
    .map((key) => (key === 'default' ? 'any other failure' : key))
    .join(', ');
}
