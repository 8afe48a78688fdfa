import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui';

/** Two columns from desktop: the content, and a summary card that sticks while it scrolls. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 360px;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: ${({ theme }) => theme.space.xl};
  }
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const LinkButton = styled(Link)`
  ${buttonStyles}
`;

export const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;
