import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { FormBody } from '../api/formData';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../api/errors';
import type { ApiMutationResult } from '../api/mutationOptions';
import type { Notify } from '../api/notify';
import { toastNotify } from '../api/toastNotify';
import { useApiMutation } from '../api/useApiMutation';
import type { TextFieldBinding } from '../../ui/Form';
import type { FieldRule } from '../rules/validation';
import { checkSubmission, formBody, type FormValue } from './submission';

/** One field: its spec 5 rule, plus how typed text is shaped (the phone's "+1 (248) 555-0199"). */
export type FormField<K extends string> = FieldRule & {
  key: K;
  format?: (typed: string) => string;
  /** Sent exactly as typed (passwords). */
  untrimmed?: boolean;
};

export type FormConfig<K extends string> = {
  fields: readonly FormField<K>[];
  initialValues: Record<K, FormValue>;
  /** The call; it receives the checked body (JSON, or multipart when the caller's client says so). */
  send(body: FormBody): Promise<unknown>;
  /** List fields appended one by one in multipart bodies (7.1 special_attributes). */
  specialAttributes?: readonly K[];
  /** Runs after a call the server accepted (7.1: a token, or statusCode 200/201). */
  onAccepted?(result: ApiMutationResult): void;
  /** The toast port; stories and tests pass a recording one. */
  notify?: Notify;
};

export type FormController<K extends string> = {
  values: Record<K, FormValue>;
  errors: Partial<Record<K, string>>;
  /** The call is in flight: the submit button says so and does not submit twice. */
  submitting: boolean;
  /** The server's words when it refused (7.1, 8); null otherwise. */
  serverError: string | null;
  /** The server's confirmation once it accepted; null otherwise. */
  successMessage: string | null;
  field(key: K): TextFieldBinding;
  setValue(key: K, value: FormValue): void;
  onSubmit(event?: FormEvent): void;
};

const asText = (value: FormValue): string => (typeof value === 'string' ? value : '');

/**
 * The one form layer: labels and errors tied to fields, spec 5's exact messages as a
 * warning toast (the first problem) and under each field, focus on the first problem, the
 * in-flight state, and the server's answer through the 7.1 mutation rules (toast and inline).
 */
export function useForm<K extends string>(config: FormConfig<K>): FormController<K> {
  const { fields, notify = toastNotify } = config;
  const formId = useId();
  const [values, setValues] = useState(config.initialValues);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLElement>());

  const mutation = useApiMutation<FormBody>(config.send, {
    notify,
    onSuccess: (result) => {
      if (!result.ok) {
        setServerError(result.message ?? FALLBACK_ERROR_MESSAGE);
        return;
      }
      setSuccessMessage(result.message);
      config.onAccepted?.(result);
    },
    onError: (error) => setServerError(errorMessage(error)),
  });

  const setValue = useCallback((key: K, value: FormValue) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field being corrected stops showing its old problem.
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }, []);

  const field = (key: K): TextFieldBinding => {
    const spec = fields.find((candidate) => candidate.key === key);
    return {
      id: `${formId}-${key}`,
      name: key,
      label: spec?.name ?? key,
      value: asText(values[key]),
      error: errors[key] ?? null,
      onValueChange: (typed) => setValue(key, spec?.format ? spec.format(typed) : typed),
      inputRef: (element) => {
        if (element) inputs.current.set(key, element);
        else inputs.current.delete(key);
      },
    };
  };

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (mutation.isPending) return;
    setServerError(null);
    setSuccessMessage(null);
    const check = checkSubmission(fields, values);
    setErrors(check.errors as Partial<Record<K, string>>);
    if (check.first) {
      notify.warning(check.first.message);
      inputs.current.get(check.first.key)?.focus();
      return;
    }
    mutation.mutate(
      formBody(values, {
        specialAttributes: config.specialAttributes,
        untrimmed: fields.filter((f) => f.untrimmed).map((f) => f.key),
      }),
    );
  };

  return {
    values,
    errors,
    submitting: mutation.isPending,
    serverError,
    successMessage,
    field,
    setValue,
    onSubmit,
  };
}
