/**
 * The studio's form, generated from the site schema: each zod field becomes a descriptor that
 * says which control edits it (toggle, colour, image URL, link list, variant picker, …). Pure and
 * schema-driven, so a field added to schemas/ appears in the studio with no studio code. Read
 * through zod's core classes, which schemas built with zod and with zod/mini share.
 */
import {
  $ZodArray,
  $ZodBoolean,
  $ZodDefault,
  $ZodEnum,
  $ZodNullable,
  $ZodNumber,
  $ZodObject,
  $ZodOptional,
  $ZodPipe,
  $ZodPrefault,
  $ZodString,
  $ZodUnion,
  safeParse,
  type $ZodType,
} from 'zod/v4/core';
import {
  LAYOUT_FAMILIES,
  LAYOUT_FAMILY_NAMES,
  flagName,
  type LayoutFamily,
  type LayoutFamilySpec,
} from '../../schemas/layoutFamilies';

export type Segment = string | number;

/** A variant family chosen by one `is*` flag per variant (spec §3), as the family table has it. */
export type FamilyFlags = { family: LayoutFamily } & Pick<
  LayoutFamilySpec,
  'label' | 'prefix' | 'variants'
>;

/** Every family of the table, in its order. */
export const FAMILY_FLAGS: readonly FamilyFlags[] = LAYOUT_FAMILY_NAMES.map((family) => {
  const { label, prefix, variants } = LAYOUT_FAMILIES[family];
  return { family, label, prefix, variants };
});

export type Control =
  | { kind: 'toggle' }
  | { kind: 'colour' }
  /** required: the schema's default is an image, so an empty value loses it. */
  | { kind: 'image'; required: boolean }
  | { kind: 'text'; multiline: boolean; nullable: boolean }
  | { kind: 'number' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'variants'; family: FamilyFlags }
  | { kind: 'linkList'; subLinks: boolean }
  | { kind: 'list'; item: readonly Field[] }
  | { kind: 'group'; fields: readonly Field[] }
  /** Records, unions and free shapes: edited in the raw JSON view. */
  | { kind: 'json' };

export type Field = {
  /** Where the value lives in the site document; a variant picker's path is its flag object. */
  path: readonly Segment[];
  label: string;
  control: Control;
};

/** One form section per CMS setting (spec §3). */
export type Section = { key: string; label: string; fields: readonly Field[] };

const COLOUR_KEY = /colou?r$/i;
const IMAGE_KEY = /^(logo|image|icon|backgroundImage)$|(Image|Logo|Icon)$/;
const LONG_TEXT_KEY = /^(subtext|html|description|text|body|message)$/i;

/** "footerBackgroundColor" → "Footer background color"; "isStickyHeader" → "Sticky header". */
export function labelFor(key: string): string {
  const words = key
    .replace(/^(is|should|enable)(?=[A-Z])/, '')
    .replace(/CMS$|Cms$|CmsData$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Defaults, prefaults, nullables and optionals wrap the type that decides the control. */
function unwrap(schema: $ZodType): { inner: $ZodType; nullable: boolean } {
  let current = schema;
  let nullable = false;
  for (;;) {
    if (
      current instanceof $ZodDefault ||
      current instanceof $ZodPrefault ||
      current instanceof $ZodOptional
    ) {
      current = current._zod.def.innerType;
    } else if (current instanceof $ZodNullable) {
      nullable = true;
      current = current._zod.def.innerType;
    } else if (current instanceof $ZodPipe) {
      current = current._zod.def.in;
    } else return { inner: current, nullable };
  }
}

/** Ids arrive as strings or numbers (schemas/fields id()): a text box edits them. */
const isScalarUnion = (schema: $ZodType) =>
  schema instanceof $ZodUnion &&
  schema._zod.def.options.every((o) => o instanceof $ZodString || o instanceof $ZodNumber);

function hasImageDefault(schema: $ZodType): boolean {
  const fallback = safeParse(schema, undefined);
  return fallback.success && typeof fallback.data === 'string' && fallback.data !== '';
}

function controlFor(key: string, schema: $ZodType): Control {
  const { inner, nullable } = unwrap(schema);
  if (inner instanceof $ZodBoolean) return { kind: 'toggle' };
  if (inner instanceof $ZodNumber) return { kind: 'number' };
  if (inner instanceof $ZodEnum) {
    return { kind: 'choice', options: Object.values(inner._zod.def.entries).map(String) };
  }
  if (inner instanceof $ZodString || isScalarUnion(inner)) {
    if (!nullable && COLOUR_KEY.test(key)) return { kind: 'colour' };
    if (!nullable && IMAGE_KEY.test(key))
      return { kind: 'image', required: hasImageDefault(schema) };
    return { kind: 'text', multiline: LONG_TEXT_KEY.test(key), nullable };
  }
  if (nullable) return { kind: 'json' };
  if (inner instanceof $ZodArray) return arrayControl(inner._zod.def.element);
  if (inner instanceof $ZodObject) return { kind: 'group', fields: objectFields(inner, []) };
  return { kind: 'json' };
}

function arrayControl(element: $ZodType): Control {
  const { inner } = unwrap(element);
  if (!(inner instanceof $ZodObject)) return { kind: 'json' };
  const keys = Object.keys(inner._zod.def.shape);
  if (keys.includes('label') && keys.includes('url')) {
    return { kind: 'linkList', subLinks: keys.includes('subLinks') };
  }
  return { kind: 'list', item: objectFields(inner, []) };
}

/** The fields of an object, its variant flags folded into one picker per family. */
export function objectFields(schema: $ZodObject, at: readonly Segment[]): Field[] {
  const shape: Record<string, $ZodType> = schema._zod.def.shape;
  const keys = Object.keys(shape);
  const folded = new Set<string>();
  const fields: Field[] = [];
  for (const family of FAMILY_FLAGS) {
    const names = family.variants.map((v) => flagName(family.prefix, v));
    if (!names.every((name) => keys.includes(name))) continue;
    names.forEach((name) => folded.add(name));
    fields.push({ path: at, label: family.label, control: { kind: 'variants', family } });
  }
  for (const key of keys) {
    const field = shape[key];
    if (folded.has(key) || field === undefined) continue;
    fields.push({ path: [...at, key], label: labelFor(key), control: controlFor(key, field) });
  }
  return fields;
}

/** Every top-level setting of the site schema as a section, in the schema's order. */
export function formSections(schema: $ZodObject): Section[] {
  const shape: Record<string, $ZodType> = schema._zod.def.shape;
  return Object.entries(shape).map(([key, setting]) => {
    const { inner } = unwrap(setting);
    const fields =
      inner instanceof $ZodObject
        ? objectFields(inner, [key])
        : [{ path: [key], label: labelFor(key), control: controlFor(key, setting) }];
    return { key, label: key, fields };
  });
}
