/**
 * Conversation List — one row per store the shopper talks to: store initial, name, last message
 * (yours prefixed "You:") and its chat-style date, an unread count; the whole row opens the
 * thread. Rows are full width on phones and a centred column from tablet up.
 */
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { ChatNotice } from '../parts/ChatNotice';
import type { ConversationData, ConversationListProps } from '../types';

const List = styled.ul`
  max-width: 720px;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const rowLayout = css`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 72px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
`;

const SkeletonRow = styled.div`
  ${rowLayout}
`;

const Row = styled(Link)`
  ${rowLayout}
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

export const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Text = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Preview = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-unread='true'] {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.inkSubtle};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Unread = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 20px;
  text-align: center;
`;

const Empty = styled.p`
  max-width: 720px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.inkMuted};
  text-align: center;
`;

export const initial = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

function ConversationRow({ conversation: c }: { conversation: ConversationData }) {
  const unread = c.unreadCount > 0;
  return (
    <Row to={c.href}>
      <Avatar aria-hidden="true">{initial(c.storeName)}</Avatar>
      <Text>
        <Name>{c.storeName}</Name>
        <Preview data-unread={unread}>{c.preview}</Preview>
      </Text>
      <Side>
        {c.dateLabel !== '' && <time dateTime={c.dateTime}>{c.dateLabel}</time>}
        {unread && (
          <Unread>
            {c.unreadCount}
            <VisuallyHidden> unread</VisuallyHidden>
          </Unread>
        )}
      </Side>
    </Row>
  );
}

export function ConversationList(props: ConversationListProps) {
  const { status } = props;
  if (
    status === 'guest' ||
    status === 'unavailable' ||
    status === 'error' ||
    status === 'notFound'
  ) {
    return (
      <ChatNotice
        status={status}
        message={props.errorMessage}
        onSignIn={props.onSignIn}
        onRetry={props.onRetry}
      />
    );
  }
  if (status === 'loading') {
    return (
      <div role="status">
        <VisuallyHidden>Loading your conversations</VisuallyHidden>
        <List as="div" aria-hidden="true">
          {[0, 1, 2, 3].map((row) => (
            <SkeletonRow key={row}>
              <Skeleton width={44} height={44} shape="pill" />
              <Text>
                <Skeleton width="45%" height={18} />
                <Skeleton width="80%" height={16} />
              </Text>
              <Skeleton width={56} height={14} />
            </SkeletonRow>
          ))}
        </List>
      </div>
    );
  }
  if (props.conversations.length === 0) {
    return <Empty>No conversations yet. Stores you chat with will show up here.</Empty>;
  }
  return (
    <List aria-label="Conversations">
      {props.conversations.map((conversation) => (
        <li key={conversation.key}>
          <ConversationRow conversation={conversation} />
        </li>
      ))}
    </List>
  );
}
