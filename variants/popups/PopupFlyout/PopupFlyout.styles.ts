import styled from 'styled-components';

/**
 * Bottom-aligned (spec 2.18): a sheet along the bottom edge on phones, a card in the bottom-right
 * corner from tablets up. The thank-you view is centred like the default popup.
 */
export const Dialog = styled.dialog`
  width: 100vw;
  max-width: none;
  max-height: min(85dvh, 640px);
  margin: auto 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &::backdrop {
    background: rgba(12, 14, 18, 0.35);
  }
  ${({ theme }) => theme.media.tablet} {
    width: 400px;
    margin: auto ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xl} auto;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  &[data-popup-view='thankYou'] {
    width: min(calc(100vw - 32px), 440px);
    margin: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    &::backdrop {
      background: ${({ theme }) => theme.color.overlay};
    }
  }
`;

export const Layout = styled.div`
  position: relative;
  display: grid;
`;

export const Media = styled.div`
  height: 150px;
  background: ${({ theme }) => theme.color.brandSoft};
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.xl}`};
`;
