import type { ChangeEvent } from 'react';
import * as S from './Form.styles';
import type { TextFieldBinding } from './TextField';

type Described = { id: string; error: string | null; hint?: string };

/** The ids of a field's error and hint, for aria-describedby (the same as TextField's). */
function describedBy({ id, error, hint }: Described) {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function Messages({ id, error, hint }: Described) {
  return (
    <>
      {hint && <S.Hint id={`${id}-hint`}>{hint}</S.Hint>}
      {error && <S.ErrorText id={`${id}-error`}>{error}</S.ErrorText>}
    </>
  );
}

/** A labelled multi-line text field (messages, replies) bound to the form layer. */
export function TextAreaField({
  id,
  name,
  label,
  value,
  error,
  onValueChange,
  inputRef,
  hint,
  rows = 6,
  maxLength,
}: TextFieldBinding & { hint?: string; rows?: number; maxLength?: number }) {
  return (
    <S.FieldRoot>
      <S.Label htmlFor={id}>{label}</S.Label>
      <S.TextArea
        ref={inputRef}
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onValueChange(event.target.value)}
      />
      <Messages id={id} error={error} hint={hint} />
    </S.FieldRoot>
  );
}

/** A labelled native select; the first option is the empty choice a required rule rejects. */
export function SelectField({
  id,
  name,
  label,
  value,
  error,
  onValueChange,
  inputRef,
  options,
  placeholder,
}: TextFieldBinding & { options: readonly string[]; placeholder: string }) {
  return (
    <S.FieldRoot>
      <S.Label htmlFor={id}>{label}</S.Label>
      <S.Select
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error })}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onValueChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </S.Select>
      <Messages id={id} error={error} />
    </S.FieldRoot>
  );
}

/**
 * A labelled file picker (a resume, an attachment). The chosen file's name shows beside it; the
 * form keeps the File itself, which the multipart body sends (spec 3 "Form bodies").
 */
export function FileField({
  id,
  name,
  label,
  error,
  inputRef,
  fileName,
  accept,
  hint,
  onFile,
}: Omit<TextFieldBinding, 'value' | 'onValueChange'> & {
  fileName: string | null;
  accept?: string;
  hint?: string;
  onFile(file: File | null): void;
}) {
  return (
    <S.FieldRoot>
      <S.Label htmlFor={id}>{label}</S.Label>
      <S.FileBox data-invalid={error ? true : undefined}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error, hint })}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            onFile(event.target.files?.[0] ?? null)
          }
        />
        <S.Hint>{fileName ? `Selected: ${fileName}` : 'No file chosen'}</S.Hint>
      </S.FileBox>
      <Messages id={id} error={error} hint={hint} />
    </S.FieldRoot>
  );
}
