/**
 * The pure half of the form layer: which fields fail spec 5 on submit, and the body a form sends
 * (spec 3 "Form bodies", 7.1 multipart with special_attributes). The hook (useForm) wires these
 * to state, toasts and the API.
 */
import type { FormBody } from '../api/formData';
import { validateForm, type FieldRule, type FieldValue } from '../rules/validation';

/** A file, a text, or a list (sent one by one when listed in special_attributes). */
export type FormValue = FieldValue | readonly string[];
export type FormValues = Readonly<Record<string, FormValue>>;

export type SubmissionCheck = {
  /** Each failing field's message, by key: shown under the field. */
  errors: Record<string, string>;
  /** The first problem in form order: the warning toast (spec 5, 8) and where focus goes. */
  first: { key: string; message: string } | null;
};

/** A list counts as empty when it has no items; the rules otherwise read texts and files. */
function asRuleValue(value: FormValue): FieldValue {
  if (value === null || value === undefined || typeof value === 'string') return value;
  if (value instanceof Blob) return value;
  return value.length === 0 ? '' : value.join(',');
}

export function checkSubmission(rules: readonly FieldRule[], values: FormValues): SubmissionCheck {
  const plain = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, asRuleValue(value)]),
  );
  const problems = validateForm(rules, plain);
  return {
    errors: Object.fromEntries(problems.map((problem) => [problem.key, problem.message])),
    first: problems[0] ?? null,
  };
}

/**
 * The body a form sends: texts trimmed (a password is sent exactly as typed), and, when some
 * fields hold lists for multipart, special_attributes naming them (7.1), which toFormData reads.
 */
export function formBody(
  values: FormValues,
  options: { specialAttributes?: readonly string[]; untrimmed?: readonly string[] } = {},
): FormBody {
  const untrimmed = new Set(options.untrimmed ?? []);
  const body: FormBody = {};
  for (const [key, value] of Object.entries(values)) {
    body[key] = typeof value === 'string' && !untrimmed.has(key) ? value.trim() : value;
  }
  if (options.specialAttributes && options.specialAttributes.length > 0) {
    body.special_attributes = [...options.specialAttributes];
  }
  return body;
}
