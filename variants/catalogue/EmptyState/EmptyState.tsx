/** A calm message when a listing has nothing to show, with one way out. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';
import type { EmptyStateProps } from '../types';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  text-align: center;
`;

const Mark = styled.svg`
  width: 56px;
  height: 56px;
  color: ${({ theme }) => theme.color.brand};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Message = styled.p`
  max-width: 42ch;
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Action = styled(Link)`
  ${buttonStyles}
`;

export function EmptyState({ title, message, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Box role="status">
      <Mark
        viewBox="0 0 48 48"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <circle cx="21" cy="21" r="13" />
        <path d="M31 31l10 10M16 21h10" strokeLinecap="round" />
      </Mark>
      <Title as={`h${headingLevel}`}>{title}</Title>
      <Message>{message}</Message>
      {action !== null && (
        <Action to={action.href} data-variant="primary" data-size="md">
          {action.label}
        </Action>
      )}
    </Box>
  );
}
