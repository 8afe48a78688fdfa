import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';
import { UserIcon } from '../../../ui/Icon';

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 560px;
  margin: ${({ theme }) => theme.space.lg} auto 0;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
  }
  svg {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const ActionLink = styled(Link)`
  ${buttonStyles}
`;

export type NoticeAction = { label: string; href: string };

export type AccountNoticeProps = {
  message: string;
  /** The first is the primary action. */
  actions: readonly NoticeAction[];
};

/** A centred message with links: a guest on an account page, or a shopper already signed in. */
export function AccountNotice({ message, actions }: AccountNoticeProps) {
  return (
    <Notice>
      <UserIcon size={32} aria-hidden="true" />
      <p>{message}</p>
      <Actions>
        {actions.map((action, index) => (
          <ActionLink
            key={action.href}
            to={action.href}
            data-variant={index === 0 ? 'primary' : 'secondary'}
            data-size="md"
          >
            {action.label}
          </ActionLink>
        ))}
      </Actions>
    </Notice>
  );
}
