/**
 * What the contract says of one call the storefront makes: the shape of an entry of
 * contract/operations.ts. Schemas are the app's own zod schemas; types come from them.
 */
import type * as z from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { Area } from './areas';
import type { ErrorCase } from './errors';

/** A section of the product specification, e.g. '7.3'. */
export type SpecSection = `${number}` | `${number}.${number}`;

/** A call spec 7 does not name: the section it serves, and why the project added it. */
export type ProjectNamed = { readonly serves: SpecSection; readonly reason: string };

export const METHODS = ['get', 'post', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

/**
 * How a body travels (spec 7.1): JSON; multipart form data; or multipart only when it carries a
 * file (spec 3 "Form bodies"), JSON otherwise.
 */
export type BodyEncoding = 'json' | 'multipart' | 'json, or multipart with a file';

/** Where a paging call says which page it wants. Field paths are the body's (dotted). */
export type Pagination =
  | { readonly in: 'query'; readonly page: string; readonly limit: string }
  | { readonly in: 'body'; readonly offset: string; readonly limit: string };

export type Operation = {
  readonly method: Method;
  /** Under the API's base (the storefront's /api), OpenAPI style: `/products/{slug}`. */
  readonly path: `/${string}`;
  readonly area: Area;
  /** One line: what the call is for. */
  readonly summary: string;
  /** What a backend should know beyond the schemas: when it is made, how the answer is read. */
  readonly description?: string;
  readonly specSection: SpecSection | ProjectNamed;
  /** bearer: sent with the signed-in shopper's token (spec 6); none: sent without one. */
  readonly auth: 'bearer' | 'none';
  readonly pathParams?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly headers?: z.ZodObject;
  readonly body?: { readonly schema: $ZodType; readonly encoding: BodyEncoding };
  /** The schema the storefront reads a success with; null: it does not read the answer. */
  readonly response: $ZodType | null;
  /** Failures with a meaning of their own; any other one is the envelope's message (spec 8). */
  readonly errors: readonly ErrorCase[];
  readonly pagination?: Pagination;
};

type Schema<T> = T extends $ZodType ? T : never;

/** What an operation's entry types: each of its schemas' input or output. */
export type RequestBodyOf<O extends Operation> = O['body'] extends { schema: infer S }
  ? z.output<Schema<S>>
  : never;
/** What the API answers: the input of the schema the storefront reads it with. */
export type ResponseOf<O extends Operation> = O['response'] extends $ZodType
  ? z.input<O['response']>
  : never;
/** What the storefront makes of the answer once read. */
export type ParsedResponseOf<O extends Operation> = O['response'] extends $ZodType
  ? z.output<O['response']>
  : never;
export type QueryOf<O extends Operation> = O['query'] extends z.ZodObject
  ? z.output<O['query']>
  : never;
export type PathParamsOf<O extends Operation> = O['pathParams'] extends z.ZodObject
  ? z.output<O['pathParams']>
  : never;
