/**
 * Response Notice — the page a request lands on (/response/{x}): one centred card with an icon
 * for the outcome (done, for your information, went wrong), the message and one way on.
 */
import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { ResponseNoticeProps } from '../types';

const Card = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  text-align: center;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};

  &[data-outcome='error'] {
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-outcome='info'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const Message = styled.p`
  max-width: 44ch;
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  line-height: 1.6;
`;

const Action = styled(Link)`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space.sm};
`;

const PATHS: Record<ResponseNoticeProps['outcome'], string> = {
  success: 'M8 16.5l5.5 5.5L24 11',
  info: 'M16 10v.5M16 15v8',
  error: 'M11 11l10 10M21 11L11 21',
};

export function ResponseNotice({ outcome, title, message, action }: ResponseNoticeProps) {
  return (
    <Card role={outcome === 'error' ? 'alert' : 'status'}>
      <Mark data-outcome={outcome}>
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
          <path
            d={PATHS[outcome]}
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Mark>
      <Title>{title}</Title>
      {message !== '' && <Message>{message}</Message>}
      {action !== null && (
        <Action to={action.href} data-variant="primary" data-size="md">
          {action.label}
        </Action>
      )}
    </Card>
  );
}

export function ResponseNoticeSkeleton() {
  return (
    <Card role="status">
      <VisuallyHidden>Loading</VisuallyHidden>
      <Skeleton width={64} height={64} shape="pill" />
      <Skeleton width="60%" height={32} />
      <Skeleton width="80%" height={18} />
      <Skeleton width={180} height={44} shape="pill" />
    </Card>
  );
}
