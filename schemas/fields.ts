/**
 * Field builders shared by every schema: each field carries its default, so a missing value is
 * silent and an invalid one is removed by parseLenient and replaced by the same default.
 */
import { z } from 'zod';
import { flagName } from './layout';

export const text = (fallback = '') => z.string().default(fallback);

export const flag = (fallback = false) => z.boolean().default(fallback);

export const count = (fallback = 0) => z.number().default(fallback);

/** A string that may be explicitly absent (null), e.g. careerVersion. */
export const maybeText = () => z.string().nullable().default(null);

/** Servers send ids as strings or numbers; the app compares them as strings. */
export const id = () =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value))
    .default('');

export const list = <T extends z.ZodType>(item: T) => z.array(item).default(() => []);

/** For settings whose fields the spec does not show: kept as received. */
export const looseRecord = () => z.record(z.string(), z.unknown()).default(() => ({}));

/** Every `is*` flag of a variant family, all off by default, e.g. isHeaderOne…isHeaderEight. */
export function variantFlags<Prefix extends string, Variant extends string>(
  prefix: Prefix,
  variants: readonly Variant[],
) {
  const entries = variants.map((variant) => [flagName(prefix, variant), flag()] as const);
  // fromEntries cannot carry the template-literal keys; the mapped type restates them exactly.
  return Object.fromEntries(entries) as {
    [V in Variant as `${Prefix}${Capitalize<V>}`]: ReturnType<typeof flag>;
  };
}
