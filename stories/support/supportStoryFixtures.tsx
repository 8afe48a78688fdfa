// What the support view stories share: the mock backend the demo shopper is signed in to, and
// form fields bound as useForm binds them (label = the field's spec 5 name), each with its own spy.
import dayjs from 'dayjs';
import type { FormEvent } from 'react';
import { fn } from 'storybook/test';
import { checkSubmission } from '../../engine/forms/submission';
import type { FormField } from '../../engine/forms/useForm';
import { DEMO_EMAIL } from '../../fixtures/data';
import { createMockBackend } from '../../fixtures/mocks/backend';
import { seedSessionFor } from '../../fixtures/mocks/seedSession';
import type { TextFieldBinding } from '../../ui/Form';
import type { FileBinding, FormState } from '../../variants/support/types';

export { pageColumn } from '../catalogue/storyHelpers';
export { MOBILE } from '../viewports';

/** The preview's pinned clock: ticket dates are seeded relative to it. */
export const NOW = dayjs('2026-11-18T14:00:00');

export const backend = createMockBackend();
export const token = seedSessionFor(backend.state, DEMO_EMAIL);

type FieldState = { value?: string; error?: string | null };

function bind<K extends string>(
  fields: readonly FormField<K>[],
  key: K,
  { value = '', error = null }: FieldState = {},
): TextFieldBinding {
  return {
    id: `field-${key}`,
    name: key,
    label: fields.find((field) => field.key === key)?.name ?? key,
    value,
    error,
    onValueChange: fn(),
    // useForm keeps the element to focus the first problem; a story has nothing to focus.
    inputRef: () => undefined,
  };
}

export type FormStateSetup = Partial<Omit<FormState, 'onSubmit'>>;

const formState = (state: FormStateSetup = {}): FormState => ({
  submitting: false,
  serverError: null,
  successMessage: null,
  ...state,
  // As useForm does: the form is sent by script, never by the browser (that would leave the page).
  onSubmit: fn((event?: FormEvent) => event?.preventDefault()),
});

/** What a form story sets: its fields' values and messages, the chosen file, the form's state. */
export type FormSetup<K extends string> = {
  values?: Partial<Record<K, string>>;
  errors?: Partial<Record<K, string>>;
  fileName?: string | null;
  state?: FormStateSetup;
};

/** Every field of `fields` bound by its key, as useForm binds it, beside the form's state. */
export function boundForm<K extends string>(
  fields: readonly FormField<K>[],
  { values = {}, errors = {}, state }: FormSetup<K> = {},
): Record<K, TextFieldBinding> & FormState {
  const bound = Object.fromEntries(
    fields.map(({ key }) => [key, bind(fields, key, { value: values[key], error: errors[key] })]),
  ) as Record<K, TextFieldBinding>;
  return { ...bound, ...formState(state) };
}

/** A file field: the text binding plus the chosen file's name and a spy for a new choice. */
export const fileBinding = (
  field: TextFieldBinding,
  fileName: string | null = null,
): FileBinding => ({
  ...field,
  fileName,
  onFile: fn(),
});

/** What spec 5 says about each field of `values` on submit (the form layer's own check). */
export const problems = (
  fields: readonly FormField<string>[],
  values: Record<string, string | null>,
) => checkSubmission(fields, values).errors;

export const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
