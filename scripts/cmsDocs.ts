// docs/cms/settings.md, generated from the site schemas: every CMS setting with its type and
// default read from the schema itself (zod's JSON Schema), and the editors' wording from the
// schema's own description where it has one, else from cmsDocsText.ts. Run by
// `npm run docs:cms`; scripts/cmsDocs.test.ts fails while the committed file differs. The API
// contract's settings schema (contract/settingsSchema.ts) walks and words the settings with the
// same functions.
import * as z from 'zod';
import { HomeSectionUnionSchema, DEFAULT_HOME_SECTIONS } from '../schemas/cms/homeSections.ts';
import { LAYOUT_FAMILIES, LAYOUT_FAMILY_NAMES, flagName } from '../schemas/layoutFamilies.ts';
import { SiteConfigSchema } from '../schemas/site.ts';
import { CMS_CHAPTERS, CMS_GROUPS, CMS_INTRO, CMS_SECTIONS, CMS_SETTINGS } from './cmsDocsText.ts';

/** Where the generated document lives, from the repository root. */
export const CMS_SETTINGS_DOC = 'docs/cms/settings.md';

/** The group holding the home page's sections: documented per section type. */
export const HOME_SECTIONS_KEY = 'homePageSections';

/** A JSON Schema node, with only what the document reads. */
type Node = {
  /** The JSON Schema object it was read from, for a walker that annotates the schema itself. */
  raw: Record<string, unknown>;
  types: readonly string[];
  properties: ReadonlyArray<readonly [string, Node]> | null;
  required: readonly string[];
  items: Node | null;
  /** A record's value schema (additionalProperties). */
  values: Node | null;
  anyOf: readonly Node[];
  choices: readonly unknown[] | null;
  constant: { value: unknown } | null;
  defaultValue: { value: unknown } | null;
  description: string | null;
  minimum: number | null;
  maximum: number | null;
  minItems: number | null;
  maxItems: number | null;
  minLength: number | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);

/** An exclusive minimum as the smallest value allowed: the next whole number for integers. */
const lowestAbove = (bound: unknown, type: unknown) =>
  typeof bound === 'number' && type === 'integer' ? bound + 1 : null;

export type { Node as SchemaNode };

/** The node of a JSON Schema object (zod's), read once; `raw` is that object itself. */
export function nodeOf(value: unknown): Node {
  const raw = isRecord(value) ? value : {};
  const type = raw.type;
  const types = typeof type === 'string' ? [type] : Array.isArray(type) ? type.map(String) : [];
  const properties = isRecord(raw.properties)
    ? Object.entries(raw.properties).map(([key, child]) => [key, nodeOf(child)] as const)
    : null;
  return {
    raw,
    types,
    properties,
    required: Array.isArray(raw.required) ? raw.required.map(String) : [],
    items: isRecord(raw.items) ? nodeOf(raw.items) : null,
    values: isRecord(raw.additionalProperties) ? nodeOf(raw.additionalProperties) : null,
    anyOf: Array.isArray(raw.anyOf) ? raw.anyOf.map(nodeOf) : [],
    choices: Array.isArray(raw.enum) ? raw.enum : null,
    constant: 'const' in raw ? { value: raw.const } : null,
    defaultValue: 'default' in raw ? { value: raw.default } : null,
    description: typeof raw.description === 'string' ? raw.description : null,
    minimum: numberOr(raw.minimum) ?? lowestAbove(raw.exclusiveMinimum, raw.type),
    // zod bounds every integer by the largest safe one: no limit an editor would meet.
    maximum: raw.maximum === Number.MAX_SAFE_INTEGER ? null : numberOr(raw.maximum),
    minItems: numberOr(raw.minItems),
    maxItems: numberOr(raw.maxItems),
    minLength: numberOr(raw.minLength),
  };
}

/** The schema as the CMS sends it (input side: before defaults and transforms). */
export const cmsJsonSchema = (schema: z.core.$ZodType): Record<string, unknown> =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const jsonNode = (schema: z.core.$ZodType) => nodeOf(cmsJsonSchema(schema));

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

function valueText(value: unknown): string {
  if (value === '') return 'empty';
  if (Array.isArray(value) && value.length === 0) return 'empty list';
  if (isRecord(value) && Object.keys(value).length === 0) return 'empty';
  return code(JSON.stringify(value));
}

function rangeText(min: number | null, max: number | null, unit = ''): string {
  if (min !== null && max !== null) return ` from ${min} to ${max}${unit}`;
  if (min !== null) return `, at least ${min}${unit}`;
  if (max !== null) return `, at most ${max}${unit}`;
  return '';
}

const isObject = (node: Node) => node.properties !== null;
const objectIn = (node: Node) => node.anyOf.find(isObject) ?? null;

/** How an editor reads a value's type: "on/off", "text", "one of `v1`, `v2`", "list of text". */
function typeText(node: Node): string {
  if (node.choices !== null) return `one of ${node.choices.map((c) => code(String(c))).join(', ')}`;
  if (node.anyOf.length > 0) {
    const kinds = [...new Set(node.anyOf.map(typeText))];
    return kinds.join(' or ');
  }
  const types = node.types.filter((type) => type !== 'null');
  if (types.length === 0 && node.types.length > 0) return code('null');
  const base =
    types.length > 0
      ? types.map((type) => baseTypeText(node, type)).join(' or ')
      : baseTypeText(node, undefined);
  return types.length < node.types.length ? `${base} or ${code('null')}` : base;
}

function baseTypeText(node: Node, type: string | undefined): string {
  switch (type) {
    case 'boolean':
      return 'on/off';
    case 'string':
      return node.minLength !== null && node.minLength > 0 ? 'text, not empty' : 'text';
    case 'integer':
      return `whole number${rangeText(node.minimum, node.maximum)}`;
    case 'number':
      return `number${rangeText(node.minimum, node.maximum)}`;
    case 'array': {
      const size = rangeText(node.minItems, node.maxItems, ' items');
      if (node.items === null || isObject(node.items)) return `list${size}`;
      return `list of ${typeText(node.items)}${size}`;
    }
    case 'object':
      if (isObject(node)) return 'group';
      if (node.values !== null && isObject(node.values)) return 'entries by name';
      return 'free-form fields, kept as sent';
    default:
      return 'any value';
  }
}

type Row = { path: string; type: string; value: string; note: string | null };

/** A setting walkSettings meets. `group`: it has fields of its own, directly or in a union. */
export type SettingVisit = {
  node: Node;
  /** As the documents write it: "group.field", "list[].field", "record.<name>.field". */
  path: string;
  required: boolean;
  group: 'plain' | 'union' | null;
};

/**
 * Every setting at and under `path`, depth first in schema order: a group's fields as
 * `path.field`, a list's items as `path[]`, named entries as `path.<name>`.
 */
export function walkSettings(
  node: Node,
  path: string,
  required: boolean,
  visit: (setting: SettingVisit) => void,
): void {
  const nested = isObject(node) ? node : objectIn(node);
  if (nested !== null && nested.properties !== null) {
    visit({ node, path, required, group: nested === node ? 'plain' : 'union' });
    for (const [key, child] of nested.properties)
      walkSettings(child, `${path}.${key}`, nested.required.includes(key), visit);
    return;
  }
  visit({ node, path, required, group: null });
  if (node.items !== null && isObject(node.items))
    walkSettings(node.items, `${path}[]`, true, visit);
  if (node.values !== null && isObject(node.values))
    walkSettings(node.values, `${path}.<name>`, true, visit);
}

/**
 * The rows of every setting at and under `path`. Lists and named entries get a line of their
 * own, then a line per field of their items; plain groups only when described.
 */
function collectRows(
  node: Node,
  path: string,
  required: boolean,
  describe: (path: string, node: Node) => string | null,
  rows: Row[],
  seen: Set<string>,
): void {
  walkSettings(node, path, required, (setting) => {
    seen.add(setting.path);
    const note = describe(setting.path, setting.node);
    if (setting.group === 'plain' && note === null) return;
    rows.push({
      path: setting.path,
      type: typeText(setting.node),
      value:
        setting.node.defaultValue !== null
          ? `default ${valueText(setting.node.defaultValue.value)}`
          : setting.required
            ? '**required**'
            : 'optional, no default',
      note,
    });
  });
}

const title = (variant: string) => `${variant.charAt(0).toUpperCase()}${variant.slice(1)}`;

/** Each `is*` flag's line, from the family table: which design it picks, and the default. */
function flagNotes(): Map<string, string> {
  const notes = new Map<string, string>();
  for (const name of LAYOUT_FAMILY_NAMES) {
    const family = LAYOUT_FAMILIES[name];
    for (const variant of family.variants) {
      const fallback = variant === family.default ? ', also when no flag is on' : '';
      notes.set(
        `${family.setting}.${flagName(family.prefix, variant)}`,
        `Shows ${family.label} ${title(variant)}${fallback}.`,
      );
    }
  }
  return notes;
}

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** `path` as shown under `base` (its group or section): "links[].label" for "x.links[].label". */
const relativePath = (path: string, base: string) =>
  path
    .slice(base.length)
    .replace(/^\./, '')
    .replace(/^\[\]\.?/, '');

function rowLines(rows: readonly Row[], base: string): string[] {
  return rows.map((row) => {
    const note = row.note === null ? '' : ` ${row.note}`;
    return `- ${code(relativePath(row.path, base))}: ${row.type}; ${row.value}.${note}`;
  });
}

/** A described path the schemas no longer have is an error: the wording would go stale unseen. */
function checkKnown(described: Iterable<string>, known: ReadonlySet<string>, what: string) {
  const stale = [...described].filter((path) => !known.has(path));
  if (stale.length > 0)
    throw new Error(
      `scripts/cmsDocsText.ts describes ${what} the schemas no longer have: ${stale.join(', ')}`,
    );
}

/** The home page's sections: one block per section type, then the default home. */
function homeSectionsLines(
  describe: (path: string, node: Node) => string | null,
  seen: Set<string>,
): string[] {
  const lines: string[] = [];
  for (const option of HomeSectionUnionSchema.options) {
    const node = jsonNode(option);
    const type = node.properties?.find(([key]) => key === 'type')?.[1].constant?.value;
    const settings = node.properties?.find(([key]) => key === 'settings')?.[1];
    if (typeof type !== 'string' || settings === undefined) continue;
    const base = `${HOME_SECTIONS_KEY}.${type}`;
    const rows: Row[] = [];
    collectRows(settings, base, true, describe, rows, seen);
    const fields = rows.filter((row) => row.path !== base);
    lines.push(`#### ${code(type)}`, '');
    const about = CMS_SECTIONS[type];
    if (about !== undefined) lines.push(about, '');
    lines.push(...(fields.length > 0 ? rowLines(fields, base) : ['No settings of its own.']), '');
  }
  const home = DEFAULT_HOME_SECTIONS.map((section) => code(section.type)).join(', ');
  lines.push(
    '#### The default home',
    '',
    `A site without ${code(HOME_SECTIONS_KEY)}, or with no section left after the checks, shows in order: ${home}.`,
  );
  return lines;
}

/**
 * A group's default as parsing gives it: zod's JSON Schema leaves out a default whose items
 * transform their input (a list of popup campaigns, whose ids are read as text).
 */
export function groupDefaultValue(schema: z.ZodObject, key: string): { value: unknown } | null {
  const group = schema.shape[key];
  const parsed = group === undefined ? null : z.safeParse(group, undefined);
  return parsed?.success === true && parsed.data !== undefined ? { value: parsed.data } : null;
}

function groupDefault(schema: z.ZodObject, key: string): string | null {
  const found = groupDefaultValue(schema, key);
  return found === null ? null : `default ${valueText(found.value)}`;
}

export type CmsDocsSource = {
  /** The whole site configuration's schema; its top-level keys are the setting groups. */
  schema: z.ZodObject;
  chapters: typeof CMS_CHAPTERS;
  groups: typeof CMS_GROUPS;
  settings: typeof CMS_SETTINGS;
};

export const SITE_SOURCE: CmsDocsSource = {
  schema: SiteConfigSchema,
  chapters: CMS_CHAPTERS,
  groups: CMS_GROUPS,
  settings: CMS_SETTINGS,
};

/**
 * What the documents say of a setting: the schema's own description, else the editors' wording
 * (cmsDocsText.ts), else a design flag's line from the family table.
 */
export function settingDescriber(
  source: CmsDocsSource = SITE_SOURCE,
): (path: string, node: Node) => string | null {
  const flags = source.schema === SiteConfigSchema ? flagNotes() : new Map<string, string>();
  return (path, node) => node.description ?? source.settings[path] ?? flags.get(path) ?? null;
}

/** The document, before Prettier: every group of `source.schema`, chapter by chapter. */
export function cmsSettingsMarkdown(source: CmsDocsSource = SITE_SOURCE): string {
  const root = jsonNode(source.schema);
  const groups = new Map(root.properties ?? []);
  const describe = settingDescriber(source);
  const seen = new Set<string>();

  const placed = new Set(source.chapters.flatMap((chapter) => chapter.groups));
  checkKnown(placed, new Set(groups.keys()), 'setting groups');
  const unplaced = [...groups.keys()].filter((key) => !placed.has(key));
  const chapters = [
    ...source.chapters,
    ...(unplaced.length > 0 ? [{ title: 'Other settings', groups: unplaced }] : []),
  ];

  const lines = [
    '# CMS settings',
    '',
    '<!-- Generated by `npm run docs:cms` (scripts/generate-cms-docs.ts) from the site schemas and scripts/cmsDocsText.ts. Edit those, not this file. -->',
    '',
    ...CMS_INTRO,
    '',
    '## Contents',
    '',
    ...chapters.map((chapter) => `- [${chapter.title}](#${slug(chapter.title)})`),
  ];
  for (const chapter of chapters) {
    lines.push('', `## ${chapter.title}`);
    for (const key of chapter.groups) {
      const node = groups.get(key);
      if (node === undefined) continue;
      const about = source.groups[key];
      lines.push('', `### ${code(key)}${about ? `: ${about.title}` : ''}`, '');
      if (about) lines.push(about.text, '');
      if (key === HOME_SECTIONS_KEY && source.schema === SiteConfigSchema) {
        seen.add(key);
        lines.push(...homeSectionsLines(describe, seen));
        continue;
      }
      const rows: Row[] = [];
      collectRows(node, key, false, describe, rows, seen);
      const fields = rows.filter((row) => row.path !== key);
      const own = rows.find((row) => row.path === key);
      if (own !== undefined) {
        const items = fields.length > 0 ? ' Each item has:' : '';
        lines.push(`Type: ${own.type}; ${groupDefault(source.schema, key) ?? own.value}.${items}`);
        if (fields.length > 0) lines.push('');
      }
      lines.push(...rowLines(fields, key));
    }
  }
  checkKnown(Object.keys(source.settings), seen, 'settings');
  checkKnown(Object.keys(source.groups), new Set(groups.keys()), 'setting groups');
  return `${lines.join('\n')}\n`;
}

/** The document as committed: Prettier's formatting, as `npm test` checks every file. */
export async function cmsSettingsDocument(source?: CmsDocsSource): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(CMS_SETTINGS_DOC)) ?? {};
  return prettier.format(cmsSettingsMarkdown(source), { ...options, parser: 'markdown' });
}
