/**
 * docs/api.md: the OpenAPI document (openapi.ts) as a reference a backend team reads, area by
 * area: each operation's method, path, spec section, auth, parameters, body, answer and errors,
 * then the shared schemas field by field. Written from the document, so the two cannot differ.
 */
import { AREA_INFO, AREAS } from './areas';
import { COMPONENT_REF_PREFIX, type JsonObject } from './jsonSchema';
import { METHODS } from './operation';
import { ERROR_RESPONSE_NAMES } from './openapi';

export const API_DOC = 'docs/api.md';

/** Shown as a pointer, not field by field: it is a document of its own. */
const SETTINGS_COMPONENT = 'SiteSettings';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: JsonObject, key: string): JsonObject => {
  const found = value[key];
  return isObject(found) ? found : {};
};
const listAt = (value: JsonObject, key: string): unknown[] => {
  const found = value[key];
  return Array.isArray(found) ? found : [];
};
const textAt = (value: JsonObject, key: string): string | null => {
  const found = value[key];
  return typeof found === 'string' ? found : null;
};

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

const componentLink = (name: string) => `[${name}](#${anchor(name)})`;

function valueText(value: unknown): string {
  const text = JSON.stringify(value);
  return code(text.length > 60 ? `${text.slice(0, 57)}…` : text);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'number',
  integer: 'whole number',
  boolean: 'true/false',
  null: '`null`',
  object: 'object',
  array: 'list',
};

/** A schema's type in a few words: "text", "list of [Product](#product)", "one of `a`, `b`". */
function typeText(schema: JsonObject): string {
  const target = textAt(schema, '$ref');
  if (target !== null) return componentLink(target.slice(COMPONENT_REF_PREFIX.length));
  if ('const' in schema) return valueText(schema.const);
  const choices = listAt(schema, 'enum');
  if (choices.length > 0)
    return `one of ${choices.map((choice) => code(String(choice))).join(', ')}`;
  const union = [...listAt(schema, 'anyOf'), ...listAt(schema, 'oneOf')].filter(isObject);
  if (union.length > 0) return [...new Set(union.map(typeText))].join(' or ');
  if (textAt(schema, 'format') === 'binary') return 'a file';
  const types = [schema.type].flat().filter((type): type is string => typeof type === 'string');
  if (types.length === 0) return 'any value';
  return types
    .map((type) => {
      if (type === 'array') return `list of ${typeText(objectAt(schema, 'items'))}`;
      if (
        type === 'object' &&
        !isObject(schema.properties) &&
        isObject(schema.additionalProperties)
      )
        return Object.keys(schema.additionalProperties).length === 0
          ? 'object of any fields'
          : `map of ${typeText(schema.additionalProperties)}`;
      return TYPE_WORDS[type] ?? type;
    })
    .join(' or ');
}

/** Bounds worth a backend's attention; zod's bound of every integer (2^53 − 1) is none. */
function boundsText(schema: JsonObject): string {
  const parts: string[] = [];
  const number = (key: string) => (typeof schema[key] === 'number' ? schema[key] : null);
  const minLength = number('minLength');
  if (minLength !== null && minLength > 0) parts.push('not empty');
  const minimum = number('minimum');
  if (minimum !== null) parts.push(`at least ${minimum}`);
  if (number('exclusiveMinimum') !== null) parts.push(`above ${number('exclusiveMinimum')}`);
  const maximum = number('maximum');
  if (maximum !== null && maximum !== Number.MAX_SAFE_INTEGER) parts.push(`at most ${maximum}`);
  const minItems = number('minItems');
  if (minItems !== null && minItems > 0) parts.push(`at least ${minItems} items`);
  const maxItems = number('maxItems');
  if (maxItems !== null) parts.push(`at most ${maxItems} items`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** The objects a schema holds fields in: itself, its list's items, or its union's objects. */
function objectsIn(schema: JsonObject): JsonObject[] {
  if (isObject(schema.properties)) return [schema];
  if (isObject(schema.items)) return objectsIn(schema.items);
  const union = [...listAt(schema, 'anyOf'), ...listAt(schema, 'oneOf')].filter(isObject);
  return union.flatMap(objectsIn);
}

/** One line per field, nested fields indented under theirs; a $ref stops the descent. */
function fieldLines(object: JsonObject, depth = 0): string[] {
  const required = listAt(object, 'required');
  const indent = '  '.repeat(depth);
  return Object.entries(objectAt(object, 'properties')).flatMap(([name, value]) => {
    const field = isObject(value) ? value : {};
    const presence =
      'default' in field
        ? `default ${valueText(field.default)}`
        : required.includes(name)
          ? 'required'
          : 'optional';
    const about = textAt(field, 'description');
    const line = `${indent}- ${code(name)}: ${typeText(field)}${boundsText(field)}; ${presence}.${about === null ? '' : ` ${about}`}`;
    const nested = objectsIn(field);
    if (nested.length === 1 && nested[0] !== undefined)
      return [line, ...fieldLines(nested[0], depth + 1)];
    return [
      line,
      ...nested.flatMap((option, at) => [
        `${indent}  - one of (${at + 1}):`,
        ...fieldLines(option, depth + 2),
      ]),
    ];
  });
}

/** A body's or an answer's shape: its type, then its fields (each option of a union apart). */
function shapeLines(schema: JsonObject): string[] {
  const objects = objectsIn(schema);
  if (objects.length === 0 || textAt(schema, '$ref') !== null) return [`${typeText(schema)}.`];
  if (objects.length === 1 && objects[0] !== undefined) {
    const head = isObject(schema.properties) ? [] : [`${typeText(schema)}, each:`, ''];
    return [...head, ...fieldLines(objects[0])];
  }
  return objects.flatMap((option, at) => [
    `${textAt(option, 'title') ?? `Option ${at + 1}`}${at === objects.length - 1 ? ':' : ', or:'}`,
    '',
    ...fieldLines(option),
    '',
  ]);
}

function parameterLines(operation: JsonObject): string[] {
  const parameters = listAt(operation, 'parameters').filter(isObject);
  if (parameters.length === 0) return [];
  return [
    '**Parameters**',
    '',
    ...parameters.map((parameter) => {
      const schema = objectAt(parameter, 'schema');
      const about = textAt(parameter, 'description');
      const presence = parameter.required === true ? 'required' : 'optional';
      return `- ${code(String(parameter.name))} (${String(parameter.in)}): ${typeText(schema)}${boundsText(schema)}; ${presence}.${about === null ? '' : ` ${about}`}`;
    }),
    '',
  ];
}

function bodyLines(operation: JsonObject): string[] {
  const content = objectAt(objectAt(operation, 'requestBody'), 'content');
  const types = Object.keys(content);
  const first = types[0];
  if (first === undefined) return [];
  return [
    `**Body** (${types.join(', or ')})`,
    '',
    ...shapeLines(objectAt(objectAt(content, first), 'schema')),
    '',
  ];
}

function answerLines(operation: JsonObject): string[] {
  return Object.entries(objectAt(operation, 'responses')).flatMap(([status, value]) => {
    const response = isObject(value) ? value : {};
    if (!status.startsWith('2')) return [];
    if (!isObject(response.content))
      return [`**Answer** (${status}): ${textAt(response, 'description') ?? ''}`, ''];
    const schema = objectAt(objectAt(objectAt(response, 'content'), 'application/json'), 'schema');
    return [`**Answer** (${status})`, '', ...shapeLines(schema), ''];
  });
}

/** The statuses with the common meaning (see Errors), then those with one of their own. */
function errorLines(operation: JsonObject): string[] {
  const failures = Object.entries(objectAt(operation, 'responses')).filter(
    ([status]) => !status.startsWith('2') && status !== 'default',
  );
  const common = failures.filter(([, value]) => isObject(value) && textAt(value, '$ref') !== null);
  const own = failures.filter(([, value]) => isObject(value) && textAt(value, '$ref') === null);
  const listed = common.map(([status]) => code(status)).join(', ');
  return [
    `- Errors: ${listed === '' ? 'the envelope' : `${listed}, and any other`} ([errors](#errors)).`,
    ...own.map(
      ([status, value]) =>
        `  - ${code(status)}: ${isObject(value) ? (textAt(value, 'description') ?? '') : ''}`,
    ),
  ];
}

function operationLines(path: string, method: string, operation: JsonObject) {
  const secured = listAt(operation, 'security').length > 0;
  const named = textAt(operation, 'x-named-by-project');
  const pagination = objectAt(operation, 'x-pagination');
  const pages =
    pagination.in === 'query'
      ? `query ${code(String(pagination.page))} and ${code(String(pagination.limit))}`
      : pagination.in === 'body'
        ? `body ${code(String(pagination.offset))} and ${code(String(pagination.limit))}`
        : null;
  return [
    `### ${code(`${method.toUpperCase()} ${path}`)}`,
    '',
    `${textAt(operation, 'summary') ?? ''}. ${textAt(operation, 'description') ?? ''}`,
    '',
    `- Operation: ${code(String(operation.operationId))}${named === null ? '' : '; its path is the project’s'}.`,
    `- Auth: ${secured ? 'the shopper’s bearer token (spec 6).' : 'none.'}`,
    ...(pages === null ? [] : [`- Pages: ${pages}.`]),
    ...errorLines(operation),
    '',
    ...parameterLines(operation),
    ...bodyLines(operation),
    ...answerLines(operation),
  ];
}

function componentLines(name: string, schema: JsonObject): string[] {
  const about = textAt(schema, 'description');
  const head = [`### ${name}`, '', ...(about === null ? [] : [about, ''])];
  if (name === SETTINGS_COMPONENT)
    return [
      ...head,
      'Its groups and settings are in [contract/settings.schema.json](../contract/settings.schema.json) and, worded for editors, [docs/cms/settings.md](cms/settings.md).',
      '',
    ];
  return [...head, ...shapeLines({ ...schema, description: undefined }), ''];
}

/** The document, before Prettier. */
export function apiMarkdown(document: JsonObject): string {
  const paths = objectAt(document, 'paths');
  const components = objectAt(document, 'components');
  const responses = objectAt(components, 'responses');
  const errorMeanings = Object.entries(responses).map(([name, value]) => {
    const status = Object.entries(ERROR_RESPONSE_NAMES).find(([, named]) => named === name)?.[0];
    const meaning = isObject(value) ? (textAt(value, 'description') ?? '') : '';
    return status === undefined ? `- ${meaning}` : `- ${code(status)}: ${meaning}`;
  });
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = objectAt(isObject(item) ? item : {}, method);
      return 'operationId' in operation ? [{ path, method, operation }] : [];
    }),
  );
  const inArea = (area: string) =>
    operations.filter(({ operation }) => listAt(operation, 'tags').includes(area));
  const heading = (path: string, method: string) => `${method.toUpperCase()} ${path}`;

  const lines = [
    '# Storefront API contract',
    '',
    '<!-- Generated by `npm run contract` (scripts/contract.ts) from contract/operations.ts and the app’s schemas. Edit those, not this file. -->',
    '',
    'Every call the storefront makes to a retailer’s API. A backend that answers these as described serves every page and flow; the same contract, machine-readable, is [contract/openapi.json](../contract/openapi.json) (OpenAPI 3.1), and the CMS settings payload is [contract/settings.schema.json](../contract/settings.schema.json).',
    '',
    '- **Where**: paths are under the retailer’s API base (`API_BASE_URL`); the browser calls the storefront’s own `/api`, whose server forwards each call there, path and query unchanged.',
    '- **Answers** (spec 7.1): a single record is `{ statusCode, data }`, data the record or a list whose first item is used; a list is `{ statusCode, data: { data: [...], total } }` (a plain list in `data` is read too, its length the total); a write answers `{ statusCode, message, token?, data? }` and succeeded when it has a token or statusCode 200 or 201.',
    '- **Lenient reading**: a field with a default may be left out and then gets it; an id may be text or a number; a record that cannot be read is left out and logged, never a broken page.',
    '- **Errors** (spec 8): a failure answers the error envelope, [MutationResponse](#mutationresponse); see [errors](#errors).',
    '- **Auth** (spec 6): calls marked with the bearer token carry `Authorization: Bearer <token>`, the token of the sign-in or sign-up answer.',
    '- **Checking a backend**: `npm run test:contract -- --base-url <API base>` calls every operation on a backend and checks each answer’s status and body against contract/openapi.json ([how to run it](contract.md#checking-a-backend-against-the-contract)).',
    '',
    '## Contents',
    '',
    '- [Errors](#errors)',
    ...AREAS.flatMap((area) => [
      `- ${AREA_INFO[area].title}: ${inArea(area)
        .map(
          ({ path, method }) =>
            `[${code(heading(path, method))}](#${anchor(heading(path, method))})`,
        )
        .join(', ')}`,
    ]),
    '- [Schemas](#schemas)',
  ];
  lines.push(
    '',
    '## Errors',
    '',
    'Every failure answers the error envelope, [MutationResponse](#mutationresponse). An operation lists the statuses it answers with a meaning of its own:',
    '',
    ...errorMeanings,
  );
  for (const area of AREAS) {
    lines.push('', `## ${AREA_INFO[area].title}`, '', AREA_INFO[area].description);
    for (const { path, method, operation } of inArea(area))
      lines.push('', ...operationLines(path, method, operation));
  }
  lines.push('', '## Schemas', '', 'The schemas the operations share.');
  for (const [name, schema] of Object.entries(objectAt(components, 'schemas')))
    lines.push('', ...componentLines(name, isObject(schema) ? schema : {}));
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
