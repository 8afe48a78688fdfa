import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';
import { UserIcon } from '../../../ui/Icon';
import { NoticeBox } from '../../../ui/Notice';

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
    <NoticeBox>
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
    </NoticeBox>
  );
}
