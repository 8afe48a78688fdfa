/**
 * contract/openapi.json: the operations table (operations.ts) as an OpenAPI 3.1 document. Shared
 * schemas are components with $ref, every failure refers to the error envelope, and the order is
 * fixed (paths and components by name, methods get-post-patch-delete) so the file only changes
 * when the contract does.
 */
import type { $ZodType } from 'zod/v4/core';
import packageJson from '../package.json' with { type: 'json' };
import { AREA_INFO, AREAS } from './areas';
import { COMPONENTS } from './components';
import {
  ERROR_ENVELOPE,
  ERROR_MEANINGS,
  ERROR_STATUSES,
  errorCase,
  OTHER_ERRORS,
  type ErrorStatus,
} from './errors';
import {
  COMPONENT_REF_PREFIX,
  ComponentCollector,
  renderSchema,
  type JsonObject,
} from './jsonSchema';
import { METHODS, type BodyEncoding, type Operation } from './operation';
import { operationList } from './operations';
import { settingsJsonSchema } from './settingsSchema';
import { specSectionName } from './specSections';

/** The name each error status has under components/responses. */
export const ERROR_RESPONSE_NAMES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'ContentTooLarge',
  422: 'Unprocessable',
};
const OTHER_ERROR_RESPONSE = 'Failure';
const ERROR_ENVELOPE_NAME = 'MutationResponse';
const SETTINGS_COMPONENT = 'SiteSettings';

const CONTENT_TYPES: Record<BodyEncoding, readonly string[]> = {
  json: ['application/json'],
  multipart: ['multipart/form-data'],
  'json, or multipart with a file': ['application/json', 'multipart/form-data'],
};

const ref = (kind: 'schemas' | 'responses', name: string) => ({
  $ref: kind === 'schemas' ? `${COMPONENT_REF_PREFIX}${name}` : `#/components/responses/${name}`,
});

/** The section an operation serves, and why the project named it when spec 7 did not. */
export function specSectionOf(operation: Operation) {
  const section = operation.specSection;
  return typeof section === 'string'
    ? { section, reason: null }
    : { section: section.serves, reason: section.reason };
}

/** "Serves spec 7.3 (Product filter)." and, for a call spec 7 does not name, why it exists. */
export function specSentence(operation: Operation): string {
  const { section, reason } = specSectionOf(operation);
  const serves = `Serves ${specSectionName(section)}.`;
  return reason === null ? serves : `${serves} Spec 7 names no such call: ${reason}`;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('schemas', ERROR_ENVELOPE_NAME) } },
});

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonObject;
};

/** An object schema's properties as parameters; a property's description becomes theirs. */
type SchemaOf = (schema: $ZodType) => JsonObject;

function parametersOf(
  object: Operation['query'],
  location: Parameter['in'],
  schemaOf: SchemaOf,
): Parameter[] {
  if (object === undefined) return [];
  const json = schemaOf(object);
  const required = Array.isArray(json.required) ? json.required : [];
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    ...(typeof description === 'string' ? { description } : {}),
    schema,
  }));
}

function responsesOf(operation: Operation, schemaOf: SchemaOf): JsonObject {
  const success = operation.method === 'get' ? '200' : '2XX';
  const answer =
    operation.response === null
      ? { description: 'Any success; the storefront does not read the answer.' }
      : {
          description:
            operation.method === 'get'
              ? 'What the storefront reads.'
              : 'Succeeded (200 or 201): what the storefront reads.',
          content: { 'application/json': { schema: schemaOf(operation.response) } },
        };
  return {
    [success]: answer,
    ...Object.fromEntries(
      operation.errors
        .map(errorCase)
        .map(({ status, means }) => [
          String(status),
          means === null ? ref('responses', ERROR_RESPONSE_NAMES[status]) : errorResponse(means),
        ]),
    ),
    default: ref('responses', OTHER_ERROR_RESPONSE),
  };
}

function operationObject(
  operation: Operation & { operationId: string },
  schemaOf: SchemaOf,
): JsonObject {
  const { section, reason } = specSectionOf(operation);
  const parameters = [
    ...parametersOf(operation.pathParams, 'path', schemaOf),
    ...parametersOf(operation.query, 'query', schemaOf),
    ...parametersOf(operation.headers, 'header', schemaOf),
  ];
  const body = operation.body;
  const description = [operation.description, specSentence(operation)]
    .filter((part) => part !== undefined)
    .join('\n\n');
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description,
    tags: [operation.area],
    'x-spec-section': section,
    ...(reason === null ? {} : { 'x-named-by-project': reason }),
    ...(operation.pagination === undefined ? {} : { 'x-pagination': operation.pagination }),
    ...(operation.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              CONTENT_TYPES[body.encoding].map((type) => [type, { schema: schemaOf(body.schema) }]),
            ),
          },
        }),
    responses: responsesOf(operation, schemaOf),
  };
}

export function openApiDocument(): JsonObject {
  const collector = new ComponentCollector();
  const schemaOf: SchemaOf = (schema) => collector.add(renderSchema(schema));
  collector.add(renderSchema(ERROR_ENVELOPE));

  const operations = operationList().sort(
    (a, b) =>
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
      METHODS.indexOf(a.method) - METHODS.indexOf(b.method),
  );
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const operation of operations)
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: operationObject(operation, schemaOf),
    };

  // The settings component is the settings schema itself, worded like docs/cms/settings.md.
  const {
    $schema: _dialect,
    title: _title,
    description: _about,
    ...settings
  } = settingsJsonSchema();
  const schemas = collector.sorted();
  schemas[SETTINGS_COMPONENT] = {
    description: COMPONENTS[SETTINGS_COMPONENT]?.description,
    ...settings,
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront API contract',
      version: packageJson.version,
      description:
        'Every call the storefront makes to a retailer’s API: a backend that answers these as described serves every page and flow (spec 7, and the calls the project named where spec 7 shows none). Generated by `npm run contract` from contract/operations.ts; readable form in docs/api.md.\n\nAnswers are read leniently, per field: a field with a default may be left out, an id may be text or a number, and a record that cannot be read is left out and logged. Failures answer the error envelope (MutationResponse) with a `message` for the shopper (spec 7.1, 8).',
    },
    servers: [
      {
        url: '/api',
        description:
          'The storefront’s own /api. Its server forwards each call, path and query unchanged, to the retailer’s API (API_BASE_URL), putting the shopper’s token in place of the handle the page holds.',
      },
    ],
    tags: AREAS.map((name) => ({
      name,
      description: `${AREA_INFO[name].title}: ${AREA_INFO[name].description}`,
    })),
    paths,
    components: {
      schemas,
      responses: {
        ...Object.fromEntries(
          ERROR_STATUSES.map((status) => [
            ERROR_RESPONSE_NAMES[status],
            errorResponse(ERROR_MEANINGS[status]),
          ]),
        ),
        [OTHER_ERROR_RESPONSE]: errorResponse(OTHER_ERRORS),
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The signed-in shopper’s token (spec 6): the `token` of the sign-in or sign-up answer.',
        },
      },
    },
  };
}
