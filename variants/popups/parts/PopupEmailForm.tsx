import { useId, type FormEvent } from 'react';
import type { PopupTemplateProps } from '../types';
import * as S from './PopupParts.styles';

type Props = Pick<
  PopupTemplateProps,
  'email' | 'error' | 'loading' | 'onEmailChange' | 'onSubmit'
> & { placeholder: string; buttonName: string; formEnabled: boolean };

/**
 * The campaign's e-mail form (spec 2.18, 5): the field with its placeholder and a button named by
 * the campaign. The message sits under the field, tied to it for screen readers; while a sign-up
 * is in flight the button is busy and disabled. Without a form, only the button.
 */
export function PopupEmailForm({
  email,
  error,
  loading,
  onEmailChange,
  onSubmit,
  placeholder,
  buttonName,
  formEnabled,
}: Props) {
  const fieldId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading) onSubmit();
  };
  if (!formEnabled) {
    return (
      <S.Row>
        <S.Submit type="button" onClick={onSubmit}>
          {buttonName}
        </S.Submit>
      </S.Row>
    );
  }
  return (
    <S.Form noValidate onSubmit={submit}>
      <S.Row>
        <S.Input
          id={fieldId}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-label="Email address"
          placeholder={placeholder}
          value={email}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <S.Submit type="submit" disabled={loading} aria-busy={loading}>
          {loading ? 'Sending…' : buttonName}
        </S.Submit>
      </S.Row>
      {error !== null && (
        <S.Error id={errorId} role="alert">
          {error}
        </S.Error>
      )}
    </S.Form>
  );
}
