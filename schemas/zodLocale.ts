import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

/**
 * zod's classic API registers its English messages with its first schema; zod/mini registers
 * none, and a page that has parsed only mini schemas (a first visit's popup answers) would say
 * "Invalid input" for every problem. Registers English unless a locale is already set.
 */
export function ensureEnglishMessages(): void {
  if (config().localeError === undefined) config(en());
}
