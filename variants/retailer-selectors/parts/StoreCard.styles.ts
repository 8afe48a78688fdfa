import { Link } from 'react-router';
import styled, { css } from 'styled-components';

const cardStyles = css`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Card = styled.article`
  ${cardStyles}
`;

export const SkeletonCard = styled.div`
  ${cardStyles}
  gap: ${({ theme }) => theme.space.sm};
`;

export const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Distance = styled.span`
  flex: none;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

export const Facts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Fact = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.color.inkSubtle};
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
`;

export const ClosedNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Pinned to the card's foot, so actions line up across a row of cards in a grid. */
export const Actions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/** In a narrow card (phones, drawers) the buttons share the full row instead of wrapping ragged. */
export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  /* A label never breaks inside a pill; a button that does not fit moves to its own row. */
  & > button {
    white-space: nowrap;
  }

  @container (max-width: 399px) {
    flex: 1 1 100%;
    & > button {
      flex: 1 1 0;
    }
  }
`;

export const DetailsLink = styled(Link)`
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;
