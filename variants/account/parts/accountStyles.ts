import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';

/** A white panel with a heading: one block of an account page. */
export const Panel = styled.section`
  max-width: 720px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const PanelText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.inkMuted};
  line-height: 1.5;
`;

export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    ${({ theme }) => theme.media.tablet} {
      grid-template-columns: 160px 1fr;
    }
  }
  dt {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ButtonLink = styled(Link)`
  ${buttonStyles}
`;
