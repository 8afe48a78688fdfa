/**
 * The files `npm run contract` writes, each as Prettier formats it (`npm test` checks every
 * file's format); contract/contract.test.ts fails while a committed one differs.
 */
import { API_DOC, apiMarkdown } from './apiMarkdown';
import { openApiDocument } from './openapi';
import { settingsJsonSchema } from './settingsSchema';

export const OPENAPI_FILE = 'contract/openapi.json';
export const SETTINGS_SCHEMA_FILE = 'contract/settings.schema.json';

async function formatted(file: string, text: string, parser: 'json' | 'markdown') {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, parser });
}

/** Each generated file's path, from the repository root, and its content. */
export async function contractDocuments(): Promise<Record<string, string>> {
  const openapi = openApiDocument();
  return {
    [OPENAPI_FILE]: await formatted(OPENAPI_FILE, JSON.stringify(openapi), 'json'),
    [SETTINGS_SCHEMA_FILE]: await formatted(
      SETTINGS_SCHEMA_FILE,
      JSON.stringify(settingsJsonSchema()),
      'json',
    ),
    [API_DOC]: await formatted(API_DOC, apiMarkdown(openapi), 'markdown'),
  };
}
