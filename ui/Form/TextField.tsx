import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import * as S from './Form.styles';

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> & {
  /** The visible label, also the input's accessible name. */
  label: string;
  id: string;
  value: string;
  /** The field's current problem (spec 5 message); shown under it and tied with aria-describedby. */
  error?: string | null;
  /** A short help line under the field ("At least 6 characters"). */
  hint?: string;
  onValueChange(value: string): void;
  inputRef?: Ref<HTMLInputElement>;
};

/** What a form controller hands a view for one field (engine/forms useForm's field()). */
export type TextFieldBinding = {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | null;
  onValueChange(value: string): void;
  /** Where focus goes when this field holds the first problem (an input, text area or select). */
  inputRef(element: HTMLElement | null): void;
};

/**
 * A labelled text input with its hint and error announced with it: the error's id and the hint's
 * go into aria-describedby, and aria-invalid marks the field while it has a problem.
 */
export function TextField({
  label,
  id,
  value,
  error,
  hint,
  onValueChange,
  inputRef,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <S.FieldRoot>
      <S.Label htmlFor={id}>{label}</S.Label>
      <S.Input
        {...input}
        ref={inputRef}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
      />
      {hint && <S.Hint id={hintId}>{hint}</S.Hint>}
      {error && <S.ErrorText id={errorId}>{error}</S.ErrorText>}
    </S.FieldRoot>
  );
}
