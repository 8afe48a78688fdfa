import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Drawn in the same 24 px box as the icons, so the label below does not move while loading. */
const Ring = styled.span`
  display: block;
  width: 24px;
  height: 24px;
  padding: 2px;

  &::before {
    content: '';
    display: block;
    width: 100%;
    height: 100%;
    border: 2.5px solid color-mix(in srgb, currentColor 22%, transparent);
    border-top-color: currentColor;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }

  /* A still arc still reads as "busy"; a spin shortened to nothing would only flicker. */
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
`;

/** The item's spinner while its link navigates (spec 2.10); the link carries aria-busy. */
export function Spinner() {
  return <Ring aria-hidden="true" data-testid="sticky-footer-spinner" />;
}
