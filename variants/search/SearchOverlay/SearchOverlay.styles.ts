import styled, { createGlobalStyle } from 'styled-components';

/* The page behind must not scroll under the overlay on touch devices. */
export const ScrollLock = createGlobalStyle`
  html:has(dialog[data-search-overlay][open]) {
    overflow: hidden;
  }
`;

export const Dialog = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100vw;
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
  }
  /* The drawer comes in from the right on wider screens; the overlay stays full screen. */
  ${({ theme }) => theme.media.tablet} {
    &[data-presentation='drawer'] {
      inset: 0 0 0 auto;
      width: min(460px, 100vw);
      box-shadow: ${({ theme }) => theme.shadow.lg};
    }
  }
`;

/** The overlay's content column: the full width on phones, a reading width on wide screens. */
export const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  margin: 0 auto;
  [data-presentation='overlay'] & {
    max-width: 760px;
  }
`;

export const Header = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.layout.gutter}
    ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;
