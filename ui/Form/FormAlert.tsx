import type { ReactNode } from 'react';
import * as S from './Form.styles';

/**
 * The form's own message above its button: the server's error (spec 7.1, 8) or a confirmation.
 * role="alert" for errors and role="status" for confirmations, so both are read out when they
 * appear; nothing is rendered without a message.
 */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
}) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <S.Alert role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      {children}
    </S.Alert>
  );
}
