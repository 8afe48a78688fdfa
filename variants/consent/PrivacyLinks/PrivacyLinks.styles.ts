import styled, { css } from 'styled-components';

/**
 * A slim band in the footer's CMS colours (custom properties set once on it), ruled off from the
 * footer above it like the footers' own legal band.
 */
export const Band = styled.nav`
  border-top: 1px solid color-mix(in srgb, var(--privacy-fg) 18%, transparent);
  background: var(--privacy-bg);
  color: var(--privacy-fg);
`;

/** Aligned with the footers' content: the site's max width and gutter. */
export const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.xl};
  row-gap: ${({ theme }) => theme.space.xxs};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.layout.gutter}`};
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

/**
 * The button and the link look the same: both are small privacy controls in a legal row, and a
 * shopper should not have to care which one navigates. Underlined at rest, so they read as
 * controls without relying on colour; the focus ring takes the text colour, which contrasts with
 * any background the footer is given.
 */
const control = css`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline-color: currentColor;
  }
`;

export const ControlButton = styled.button`
  ${control}
`;

export const ControlAnchor = styled.a`
  ${control}
`;
