/**
 * zod → JSON Schema (2020-12, as OpenAPI 3.1 takes it), one rendering for every document of the
 * contract. A schema named in components.ts becomes a $ref to #/components/schemas/<name>.
 *
 * io: 'input', for answers and bodies alike. The schemas read leniently (schemas/lenient.ts): their
 * input side is what travels (a field with a default may be left out and then gets it; an id may
 * be text or a number), while their output side is the storefront's normalised copy, made by
 * transforms JSON Schema cannot write. A body the storefront sends is its schema's output, which
 * the input side accepts, so one rendering serves both directions and a schema used both ways
 * (notification preferences) is one component.
 */
import * as z from 'zod';
import type { $ZodType, JSONSchema } from 'zod/v4/core';
import { COMPONENTS } from './components';

export type JsonObject = { [key: string]: unknown };

export const COMPONENT_REF_PREFIX = '#/components/schemas/';
const DEFS_REF_PREFIX = '#/$defs/';

const componentIds = z.registry<{ id: string; description: string }>();
for (const [id, { schema, description }] of Object.entries(COMPONENTS))
  componentIds.add(schema, { id, description });

const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value with every `#/$defs/X` reference turned into `#/components/schemas/X`. */
function withComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withComponentRefs);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === '$ref' && typeof child === 'string' && child.startsWith(DEFS_REF_PREFIX)
        ? [key, `${COMPONENT_REF_PREFIX}${child.slice(DEFS_REF_PREFIX.length)}`]
        : [key, withComponentRefs(child)],
    ),
  );
}

/** What `.meta()` gave a schema (a description, a content encoding) lives in zod's global
 * registry, which the conversion does not read while it reads componentIds. */
function metaFromGlobalRegistry(ctx: { zodSchema: $ZodType; jsonSchema: JSONSchema.BaseSchema }) {
  const { id: _id, ...meta } = z.globalRegistry.get(ctx.zodSchema) ?? {};
  for (const [key, value] of Object.entries(meta))
    if (ctx.jsonSchema[key] === undefined) ctx.jsonSchema[key] = value;
}

/** A schema JSON Schema cannot write stops the generator: it must be given one it can. */
function refuseUnrepresentable(ctx: { path: (string | number)[]; message: string }): never {
  const at = ctx.path.length === 0 ? '(root)' : ctx.path.join('.');
  throw new Error(
    `contract: ${ctx.message} at ${at}; give that field a schema JSON Schema can write`,
  );
}

export type Rendered = {
  schema: JsonObject;
  /** The components it refers to, by name. */
  components: Record<string, JsonObject>;
};

export function renderSchema(schema: $ZodType): Rendered {
  const json: JsonObject = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    metadata: componentIds,
    override: metaFromGlobalRegistry,
    unrepresentable: refuseUnrepresentable,
  });
  const { $schema: _dialect, $defs, ...rest } = json;
  const components: Record<string, JsonObject> = {};
  for (const [name, def] of Object.entries(isJsonObject($defs) ? $defs : {})) {
    // zod names a def of its own only for a cycle or a reused unnamed schema: name it instead.
    if (!(name in COMPONENTS)) throw new Error(`contract: unnamed shared schema ${name}`);
    const rendered = withComponentRefs(def);
    if (isJsonObject(rendered)) components[name] = rendered;
  }
  const rendered = withComponentRefs(rest);
  return { schema: isJsonObject(rendered) ? rendered : {}, components };
}

/** Collects components from many renderings; one name must always render the same. */
export class ComponentCollector {
  readonly #found = new Map<string, JsonObject>();

  add(rendered: Rendered): JsonObject {
    for (const [name, schema] of Object.entries(rendered.components)) {
      const known = this.#found.get(name);
      if (known !== undefined && JSON.stringify(known) !== JSON.stringify(schema))
        throw new Error(`contract: component ${name} renders differently in two places`);
      this.#found.set(name, schema);
    }
    return rendered.schema;
  }

  /** By name, for a stable document. */
  sorted(): Record<string, JsonObject> {
    return Object.fromEntries([...this.#found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
}
