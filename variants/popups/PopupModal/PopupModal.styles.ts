import styled from 'styled-components';

export const Dialog = styled.dialog`
  width: min(calc(100vw - 32px), 760px);
  max-width: none;
  max-height: calc(100dvh - 32px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
  }
  &:not([data-image]) {
    width: min(calc(100vw - 32px), 480px);
  }
`;

/** Picture beside the words on wide screens, above them on phones. */
export const Layout = styled.div`
  position: relative;
  display: grid;

  [data-image] > & {
    ${({ theme }) => theme.media.tablet} {
      grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    }
  }
`;

export const Media = styled.div`
  height: 180px;
  background: ${({ theme }) => theme.color.brandSoft};
  ${({ theme }) => theme.media.tablet} {
    height: auto;
    min-height: 360px;
  }
`;

export const Body = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xl}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xxl}`};
  }
`;
