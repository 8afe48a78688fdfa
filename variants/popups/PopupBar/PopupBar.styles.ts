import styled from 'styled-components';

/** A band across the top of the page: one row on desktops, stacked on phones. */
export const Dialog = styled.dialog`
  width: 100vw;
  max-width: none;
  margin: 0 0 auto;
  padding: 0;
  border: 0;
  background: var(--popup-bar, ${({ theme }) => theme.color.brandSoft});
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &::backdrop {
    background: rgba(12, 14, 18, 0.3);
  }
`;

export const Layout = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} 56px ${theme.space.lg} ${theme.layout.gutter}`};

  /* With the compliance small print under the words, the picture stays beside the heading. */
  [data-legal-notices] > & {
    align-items: start;
  }
`;

export const Media = styled.div`
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};

  img {
    padding: ${({ theme }) => theme.space.xs};
  }
`;

/** The words and the form: side by side from desktops up. */
export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-column: 1 / -1;

  [data-image] & {
    grid-column: auto;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(320px, auto);
    align-items: center;
    gap: ${({ theme }) => theme.space.xl};
  }
`;
