import type { FormController } from '../../forms/useForm';
import type { FileBinding } from '../../../variants/support/types';

/** A file field's binding: the form holds the File itself, the view shows its name. */
export function fileBinding<K extends string>(form: FormController<K>, key: K): FileBinding {
  const value = form.values[key];
  return {
    ...form.field(key),
    fileName: value instanceof File ? value.name : null,
    onFile: (file) => form.setValue(key, file),
  };
}
