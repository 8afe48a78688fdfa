/**
 * Ajv's errors as lines a backend developer can act on: where in the body (`data.data[0].price`),
 * which rule, and the value found: `data.data[0].price: must be number (got "12")`. A union's
 * branches each add errors of their own; they are told as one, and the deepest place first,
 * because that is where the body goes wrong.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { preview } from './text.ts';

const UNIONS = new Set(['anyOf', 'oneOf']);

/** `/data/data/0/price` → `data.data[0].price`; the whole body → `(body)`. */
export function bodyPath(pointer: string): string {
  if (pointer === '') return '(body)';
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment, index) =>
      /^\d+$/.test(segment)
        ? `[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(segment)
          ? `${index === 0 ? '' : '.'}${segment}`
          : `[${JSON.stringify(segment)}]`,
    )
    .join('');
}

const childPath = (pointer: string, property: string) =>
  bodyPath(`${pointer}/${property.replace(/~/g, '~0').replace(/\//g, '~1')}`);

const param = (error: ErrorObject, name: string): unknown =>
  (error.params as Record<string, unknown>)[name];

const depth = (error: ErrorObject) =>
  error.instancePath === '' ? 0 : error.instancePath.split('/').length;

/** The types a value may have at one place: several `type` errors of a union's branches. */
function typesText(errors: readonly ErrorObject[]): string {
  const types = errors.flatMap((error) => String(param(error, 'type')).split(','));
  return [...new Set(types)].join(' or ');
}

function ruleText(error: ErrorObject): string {
  switch (error.keyword) {
    case 'enum': {
      const allowed = param(error, 'allowedValues');
      return `must be one of ${Array.isArray(allowed) ? allowed.map((value) => preview(value, 20)).join(', ') : '…'}`;
    }
    case 'const':
      return `must be ${preview(param(error, 'allowedValue'))}`;
    case 'additionalProperties':
      return `has no property ${preview(param(error, 'additionalProperty'))} in the contract`;
    default:
      return error.message ?? error.keyword;
  }
}

/** One place's errors as one line. */
function lineFor(errors: readonly ErrorObject[]): string {
  const [first] = errors;
  if (first === undefined) return '';
  if (first.keyword === 'required') {
    const missing = String(param(first, 'missingProperty'));
    return `${childPath(first.instancePath, missing)}: missing (required)`;
  }
  const types = errors.filter((error) => error.keyword === 'type');
  const rule = types.length > 0 ? `must be ${typesText(types)}` : ruleText(first);
  return `${bodyPath(first.instancePath)}: ${rule} (got ${preview(first.data)})`;
}

/** Every failing place once, deepest first; a union's summary error only when nothing is below. */
export function schemaProblems(errors: readonly ErrorObject[]): string[] {
  const specific = errors.filter((error) => !UNIONS.has(error.keyword));
  // A type refused at a place with errors below it is a union's other branch: the branch that
  // took the type says more.
  const below = (error: ErrorObject) =>
    specific.some((other) => other.instancePath.startsWith(`${error.instancePath}/`));
  const telling = specific.filter((error) => error.keyword !== 'type' || !below(error));
  const chosen = telling.length > 0 ? telling : [...errors];
  const byPlace = new Map<string, ErrorObject[]>();
  for (const error of [...chosen].sort((a, b) => depth(b) - depth(a))) {
    // A missing property is told at its own place, so two missing ones are two lines.
    const place =
      error.keyword === 'required'
        ? `${error.instancePath}/${String(param(error, 'missingProperty'))}`
        : error.instancePath;
    byPlace.set(place, [...(byPlace.get(place) ?? []), error]);
  }
  return [...byPlace.values()].map(lineFor);
}
