import styled from 'styled-components';

// The bar's frame, shared with its skeleton (part of every first load); the rest of the bar's
// styles come with its variant.

/** One height for every state (loading, prompt, chosen store), so nothing moves between them. */
export const Bar = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 188px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.space.lg};
    min-height: 112px;
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  }
`;

export const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  align-self: start;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};

  ${({ theme }) => theme.media.tablet} {
    align-self: center;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  grid-column: 1 / -1;

  > * {
    flex: 1 1 auto;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-column: auto;
    > * {
      flex: none;
    }
  }
`;
