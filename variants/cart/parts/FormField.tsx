import { useId } from 'react';
import styled from 'styled-components';
import type { CheckoutField } from '../types';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.inkSubtle};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.danger};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A labelled input whose spec 5 message sits under it and is read with it. */
export function FormField({
  field,
  onChange,
}: {
  field: CheckoutField;
  onChange(value: string): void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        name={field.key}
        type={field.type}
        autoComplete={field.autoComplete}
        inputMode={field.type === 'tel' ? 'tel' : undefined}
        value={field.value}
        aria-required="true"
        aria-invalid={field.error !== null}
        aria-describedby={field.error !== null ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {field.error !== null && <ErrorText id={errorId}>{field.error}</ErrorText>}
    </Field>
  );
}
