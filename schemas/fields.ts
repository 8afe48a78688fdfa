/**
 * Field builders shared by every schema: each field carries its default, so a missing value is
 * silent and an invalid one is removed by parseLenient and replaced by the same default. Written
 * with zod/mini: the schemas a first visit reads (popup answers) are built from these
 * and load without zod's method API; the other schemas nest them in zod's classic objects.
 */
import * as z from 'zod/mini';
import type { SomeType } from 'zod/v4/core';

export const text = (fallback = '') => z._default(z.string(), fallback);

export const flag = (fallback = false) => z._default(z.boolean(), fallback);

export const count = (fallback = 0) => z._default(z.number(), fallback);

/** A string that may be explicitly absent (null), e.g. careerVersion. */
export const maybeText = () => z._default(z.nullable(z.string()), null);

/** Servers send ids as strings or numbers; the app compares them as strings. */
export const id = () =>
  z._default(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value: string | number) => String(value)),
    ),
    '',
  );

export const list = <T extends SomeType>(item: T) => z._default(z.array(item), () => []);

/** For settings whose fields the spec does not show: kept as received. */
export const looseRecord = () => z._default(z.record(z.string(), z.unknown()), () => ({}));
