import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldStack, FormAlert, SubmitButton } from '../../../ui/Form';

const Card = styled.form`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.color.inkMuted};
  a {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export type AuthCardProps = {
  /** The card's heading, also the form's accessible name. */
  heading: string;
  submitLabel: string;
  submitting: boolean;
  serverError: string | null;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
  /** A line under the button, e.g. the link to the other form. */
  footer?: ReactNode;
};

/**
 * A form in a card: heading, fields, the server's message and the submit button. The browser's
 * own validation is off (noValidate): spec 5's rules and messages apply, as toasts and inline.
 */
export function AuthCard({
  heading,
  submitLabel,
  submitting,
  serverError,
  onSubmit,
  children,
  footer,
}: AuthCardProps) {
  const headingId = `${heading.replace(/\W+/g, '-').toLowerCase()}-heading`;
  return (
    <Card noValidate aria-labelledby={headingId} onSubmit={onSubmit} aria-busy={submitting}>
      <Heading id={headingId}>{heading}</Heading>
      <FieldStack>
        {children}
        <FormAlert>{serverError}</FormAlert>
        <SubmitButton busy={submitting}>{submitLabel}</SubmitButton>
      </FieldStack>
      {footer && <Footer>{footer}</Footer>}
    </Card>
  );
}
