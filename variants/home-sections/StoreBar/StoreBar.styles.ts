import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';

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

export const Eyebrow = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

export const PromptTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
`;

export const StoreName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Status = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.brand};
  &[data-open='false'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
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

export const ActionLink = styled(Link)`
  ${buttonStyles}
`;
