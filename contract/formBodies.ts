/**
 * A form's body, from the field table its page is built with (engine/account/accountFields.ts,
 * engine/pages/support/supportFields.ts), so the contract follows the form. Every field is sent,
 * as trimmed text (a password exactly as typed): a required one never empty, an optional one
 * possibly empty. `special` gives a field another schema (a file, a choice).
 */
import * as z from 'zod';
import type { FieldRule } from '../engine/rules/validation';

type FormFieldRule<K extends string> = FieldRule & { key: K; untrimmed?: boolean };

function fieldNote(field: FieldRule, emptyAllowed: boolean): string {
  const rule = field.checkAs === undefined ? '' : `, checked as ${field.checkAs} (spec 5)`;
  return `${field.name ?? field.key}${emptyAllowed ? ', may be empty' : ''}${rule}.`;
}

export function formBodySchema<K extends string>(
  fields: readonly FormFieldRule<K>[],
  special: Partial<Record<K, z.ZodType>> = {},
) {
  const shape = Object.fromEntries(
    fields.map((field) => {
      const required = field.required === true;
      const own = special[field.key];
      const schema = own ?? (required ? z.string().min(1) : z.string());
      return [
        field.key,
        schema.meta({ description: fieldNote(field, own === undefined && !required) }),
      ];
    }),
  ) as Record<K, z.ZodType>;
  return z.object(shape);
}
