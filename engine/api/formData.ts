/**
 * Turns a form body into multipart form data (spec 3 "Form bodies").
 * `special_attributes` names fields whose array values are appended one by one under the same
 * name, the way the server expects repeated fields; other arrays and objects travel as JSON text.
 */
export type FormBody = Record<string, unknown>;

const SPECIAL_ATTRIBUTES = 'special_attributes';

function specialAttributesOf(body: FormBody): ReadonlySet<string> {
  const listed = body[SPECIAL_ATTRIBUTES];
  if (!Array.isArray(listed)) return new Set();
  return new Set(listed.filter((name): name is string => typeof name === 'string'));
}

function appendValue(form: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    form.append(name, value);
    return;
  }
  if (typeof value === 'object') {
    form.append(name, JSON.stringify(value));
    return;
  }
  form.append(name, String(value));
}

export function toFormData(body: FormBody): FormData {
  const form = new FormData();
  const special = specialAttributesOf(body);
  for (const [name, value] of Object.entries(body)) {
    // The list itself is an instruction to us, not a field for the server.
    if (name === SPECIAL_ATTRIBUTES) continue;
    if (special.has(name) && Array.isArray(value)) {
      for (const item of value) appendValue(form, name, item);
      continue;
    }
    appendValue(form, name, value);
  }
  return form;
}
