import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, buttonStyles } from '../../../ui/Button';

/** A white panel holding one block of a support page (a form, a list). */
export const Panel = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.inkMuted};
  line-height: 1.5;
`;

/** A form beside a side column from desktop width; stacked on phones and tablets. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Narrow = styled.div`
  max-width: 720px;
`;

export const LinkButton = styled(Link)`
  ${buttonStyles}
`;

export { Button };
