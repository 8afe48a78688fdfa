/**
 * Whether an answer is what the contract documents for the call: a status the operation lists,
 * the one the check expects (a success, or the failure it provoked), and a body its schema
 * accepts; a failure must carry the error envelope's message for the shopper (spec 8). The
 * verdict names the first thing wrong, in a few words.
 */
import {
  documentedAnswerFor,
  documentedStatuses,
  type ContractOperation,
  type DocumentedAnswer,
} from './document.ts';
import type { Answer } from './http.ts';
import { at, type JsonObject } from './json.ts';
import type { SchemaCheck } from './schemaChecker.ts';
import { cut, preview } from './text.ts';

export type Verdict = {
  /** What is wrong; null when nothing is. */
  readonly problem: string | null;
  readonly status: number | null;
  /** The parsed body; undefined when there is none or it is not JSON. */
  readonly body: unknown;
};

/** The shopper-facing message of a failure's envelope: `message`, else `data.message`. */
function envelopeMessage(body: unknown): string | null {
  for (const found of [at(body, 'message'), at(body, 'data', 'message')])
    if (typeof found === 'string' && found.trim() !== '') return found;
  return null;
}

/** Why the storefront would read a write's success answer as failed (spec 7.1), or null. */
function writeNotSucceeded(body: unknown): string | null {
  const token = at(body, 'token');
  const statusCode = at(body, 'statusCode');
  if ((typeof token === 'string' && token !== '') || statusCode === 200 || statusCode === 201)
    return null;
  const found = statusCode === undefined ? 'no statusCode' : `statusCode ${preview(statusCode)}`;
  return `the storefront reads this as failed: a write needs a token or statusCode 200 or 201 (spec 7.1), found ${found}`;
}

function parse(text: string): { json: unknown } | null {
  try {
    return { json: JSON.parse(text) };
  } catch {
    return null;
  }
}

const said = (body: unknown) => {
  const message = envelopeMessage(body);
  return message === null ? '' : `: ${preview(message, 60)}`;
};

/** What the status should have been, when it is not. */
function statusProblem(
  operation: ContractOperation,
  status: number,
  failure: readonly number[] | undefined,
  caseName: string | undefined,
  body: unknown,
): string | null {
  if (failure === undefined) {
    if (status >= 200 && status < 300) return null;
    const success = Object.keys(operation.answers).filter((key) => key.startsWith('2'));
    return `expected a success (${success.join(', ')}), got ${status}${said(body)}`;
  }
  if (failure.includes(status)) return null;
  return `expected ${failure.join(' or ')}${caseName === undefined ? '' : ` (${caseName})`}, got ${status}${said(body)}`;
}

function bodyProblem(
  answer: DocumentedAnswer,
  text: string,
  contentType: string,
  checkerOf: (schema: JsonObject) => SchemaCheck,
) {
  if (answer.schema === null) return { problem: null, body: parse(text)?.json };
  if (text.trim() === '') return { problem: 'the body is empty; expected JSON', body: undefined };
  const parsed = parse(text);
  if (parsed === null)
    return {
      problem: `the body is not JSON (content-type ${contentType || 'none'}): ${preview(text, 50)}`,
      body: undefined,
    };
  const problems = checkerOf(answer.schema)(parsed.json);
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return { problem: first === undefined ? null : `${first}${more}`, body: parsed.json };
}

export function judge(
  operation: ContractOperation,
  expected: { readonly failure?: readonly number[]; readonly case?: string },
  answer: Answer,
  checkerOf: (schema: JsonObject) => SchemaCheck,
): Verdict {
  if (answer.kind === 'timeout')
    return { problem: `no answer within ${answer.timeoutMs} ms`, status: null, body: undefined };
  if (answer.kind === 'network')
    return { problem: `network error: ${cut(answer.message, 120)}`, status: null, body: undefined };
  const { status, text, contentType } = answer;
  const documented = documentedAnswerFor(operation, status);
  if (documented === null)
    return {
      problem: `status ${status} is not documented (documents ${documentedStatuses(operation)})`,
      status,
      body: parse(text)?.json,
    };
  const { problem, body } = bodyProblem(documented.answer, text, contentType, checkerOf);
  const wrongStatus = statusProblem(operation, status, expected.failure, expected.case, body);
  if (wrongStatus !== null) return { problem: wrongStatus, status, body };
  if (problem !== null) return { problem, status, body };
  if (
    expected.failure === undefined &&
    operation.method !== 'get' &&
    documented.answer.writeEnvelope
  ) {
    const unread = writeNotSucceeded(body);
    if (unread !== null) return { problem: unread, status, body };
  }
  if (status >= 400 && envelopeMessage(body) === null)
    return { problem: 'the error envelope has no message for the shopper', status, body };
  return { problem: null, status, body };
}
