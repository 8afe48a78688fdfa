import type { z } from 'zod';
import { parseLenient } from '../../schemas';

/**
 * A schema's defaults, so a store's empty state is the spec's defaults as the schema states them
 * and is never written a second time here. parseLenient cannot throw on an empty input.
 */
export function defaultsOf<S extends z.ZodType>(schema: S, source: string): z.output<S> {
  return parseLenient(schema, {}, source).value;
}
