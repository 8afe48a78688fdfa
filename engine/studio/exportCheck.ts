/**
 * What "Export JSON" checks before it hands a document over: the settings as a CMS will validate
 * them, with contract/settings.schema.json. That file is generated from SiteConfigSchema's input
 * side (npm run contract), so the schema itself decides here, strictly: a value the storefront
 * would read leniently (falling back to its default) is still a value the CMS would refuse.
 */
import { safeParse } from 'zod/v4/core';
import { SiteConfigSchema } from '../../schemas';
import { formatPath } from '../../schemas/lenientPath';

/** Listed at most: enough to find what is wrong, without a wall of text. */
const SHOWN = 5;

/** Each value that does not match the settings schema, as "path: problem". */
export function exportProblems(document: unknown): string[] {
  const result = safeParse(SiteConfigSchema, document);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

/** The studio's status line for an export the schema refuses. */
export function refusedExportStatus(problems: readonly string[]): string {
  const shown = problems.slice(0, SHOWN).join('; ');
  const more = problems.length > SHOWN ? `; and ${problems.length - SHOWN} more` : '';
  const count = problems.length === 1 ? '1 value does' : `${problems.length} values do`;
  return `Not exported: ${count} not match the settings schema (contract/settings.schema.json): ${shown}${more}.`;
}
