import styled from 'styled-components';

/** The whole viewport: picture and words side by side on desktops, stacked on phones. */
export const Dialog = styled.dialog`
  width: 100vw;
  height: 100dvh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};

  &::backdrop {
    background: ${({ theme }) => theme.color.surface};
  }
`;

export const Layout = styled.div`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100%;

  [data-image] > & {
    ${({ theme }) => theme.media.desktop} {
      grid-template-rows: none;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
`;

export const Media = styled.div`
  height: 34dvh;
  background: ${({ theme }) => theme.color.brandSoft};
  ${({ theme }) => theme.media.desktop} {
    height: auto;
    padding: 12%;
  }
`;

export const Body = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.layout.gutter}`};

  h2 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    ${({ theme }) => theme.media.desktop} {
      font-size: 2.5rem;
    }
  }
`;
