import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { exportProblems } from '../engine/studio/exportCheck';
import { loadSiteRaw, siteNames } from '../fixtures/sites';

// The studio checks an export with SiteConfigSchema (engine/studio/exportCheck.ts); a CMS checks
// what editors save with contract/settings.schema.json, generated from the same schema. They must
// agree: on every fixture site, the broken ones included, and on documents wrong in other ways.

const schema = JSON.parse(
  readFileSync(new URL('./settings.schema.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
// Not strict: the generated schema carries annotations (descriptions, defaults, examples).
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

const documents: Array<[string, unknown]> = [
  ...siteNames.map((name): [string, unknown] => [`the ${name} site`, loadSiteRaw(name)]),
  ['a text where a group of settings goes', { headerFooterSettings: 'five' }],
  ['a number where a path goes', { appSettings: { shopPath: 5 } }],
  ['an empty document (every default)', {}],
];

describe('the studio’s export check and settings.schema.json', () => {
  it.each(documents)('agree on %s', (_name, document) => {
    expect(validate(document)).toBe(exportProblems(document).length === 0);
  });
});
