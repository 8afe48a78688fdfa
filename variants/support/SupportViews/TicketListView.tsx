/**
 * Ticket List — the shopper's tickets, latest activity first: subject, category, status and date;
 * each opens in place (a native disclosure) to its message and the team's replies.
 */
import styled from 'styled-components';
import { ChevronDownIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { LoadError, SignInNotice } from '../parts/SignInNotice';
import * as S from '../parts/supportStyles';
import type { TicketListProps, TicketRow } from '../types';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  summary {
    display: grid;
    grid-template-columns: 1fr auto auto;
    align-items: start;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The row opens: a chevron says so, and turns as it does. */
  summary > svg {
    color: ${({ theme }) => theme.color.inkSubtle};
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[open] summary > svg {
    transform: rotate(180deg);
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const Subject = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Meta = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Status = styled.span`
  align-self: start;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  /* Waiting for the store, answered, done: three looks, not two. */
  &[data-tone='open'] {
    background: ${({ theme }) => theme.color.surface};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.warning};
  }
  &[data-tone='answered'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  &[data-tone='closed'] {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
    line-height: 1.55;
    white-space: pre-wrap;
  }
`;

const Reply = styled.article`
  padding: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.surfaceAlt};
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const ReplyMeta = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

function Ticket({ ticket }: { ticket: TicketRow }) {
  return (
    <Item>
      <summary>
        <Subject>{ticket.subject}</Subject>
        <Status data-tone={ticket.statusTone}>{ticket.statusLabel}</Status>
        <ChevronDownIcon size={18} aria-hidden="true" />
        <Meta>
          {ticket.category} · <time dateTime={ticket.dateTime}>{ticket.dateLabel}</time>
        </Meta>
      </summary>
      <Body>
        <p>{ticket.message}</p>
        {ticket.attachmentName && <S.Muted as="p">Attachment: {ticket.attachmentName}</S.Muted>}
        {ticket.replies.map((reply) => (
          <Reply key={reply.key}>
            <ReplyMeta>
              {reply.author} · <time dateTime={reply.dateTime}>{reply.dateLabel}</time>
            </ReplyMeta>
            <p>{reply.message}</p>
          </Reply>
        ))}
      </Body>
    </Item>
  );
}

export function TicketListView({
  status,
  tickets,
  countLabel,
  errorMessage,
  onSignIn,
  onRetry,
}: TicketListProps) {
  if (status === 'guest') return <SignInNotice onSignIn={onSignIn} />;
  if (status === 'error') return <LoadError message={errorMessage} onRetry={onRetry} />;
  return (
    <S.Narrow>
      <Head>
        <Count>{countLabel}</Count>
        <S.LinkButton to="/create-ticket" data-variant="primary" data-size="md">
          Create Ticket
        </S.LinkButton>
      </Head>
      {status === 'loading' ? (
        <List aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton height={86} shape="block" />
            </li>
          ))}
        </List>
      ) : tickets.length === 0 ? (
        <S.Panel>
          <S.PanelTitle>No tickets yet</S.PanelTitle>
          <S.Muted>When you open a ticket, it shows here with our team’s replies.</S.Muted>
        </S.Panel>
      ) : (
        <List>
          {tickets.map((ticket) => (
            <li key={ticket.key}>
              <Ticket ticket={ticket} />
            </li>
          ))}
        </List>
      )}
    </S.Narrow>
  );
}
