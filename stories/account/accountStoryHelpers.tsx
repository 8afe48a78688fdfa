import type { FormEvent } from 'react';
import { fn } from 'storybook/test';
import type { FormField } from '../../engine/forms/useForm';
import { validateField } from '../../engine/rules/validation';
import type { TextFieldBinding } from '../../ui/Form';

/** A field as engine/forms useForm hands it over: label from the engine's field list, and the
 * spec 5 message that list's rule gives the value when `checked` (as after a submit). */
export function binding<K extends string>(
  fields: readonly FormField<K>[],
  key: K,
  value = '',
  checked = false,
): TextFieldBinding {
  const rule = fields.find((field) => field.key === key);
  if (!rule) throw new Error(`Account stories: no field ${key}`);
  return {
    id: `story-${key}`,
    name: key,
    label: rule.name ?? key,
    value,
    error: checked ? validateField(rule, value) : null,
    onValueChange: fn(),
    inputRef: () => undefined,
  };
}

/** The form's submit handler; it stops the browser's own submit, which would reload the story. */
export const submitSpy = () => fn((event: FormEvent) => event.preventDefault());

/** After an interaction, the focused control would draw its focus ring into the state's picture. */
export function blurActive() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

export { pageColumn } from '../catalogue/storyHelpers';
