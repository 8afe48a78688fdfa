import styled from 'styled-components';

/**
 * A calm, centred notice in place of a page's content: a guest asked to sign in, a feature that
 * is off, a record not found, a failed load. Holds an icon or an h2, a sentence and its actions;
 * `data-tone="error"` marks a failure.
 */
export const NoticeBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    max-width: 40ch;
    color: ${({ theme }) => theme.color.inkMuted};
    line-height: 1.55;
  }
  svg {
    color: ${({ theme }) => theme.color.brand};
  }
  &[data-tone='error'] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSoft};
    p {
      color: ${({ theme }) => theme.color.danger};
    }
  }
`;
