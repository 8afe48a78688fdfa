import styled, { css } from 'styled-components';

/**
 * Small footer-local building blocks. Every colour derives from the footer's custom properties
 * (--footer-fg etc.), so they work on any CMS background without per-render style generation.
 */

export { VisuallyHidden } from '../../../ui/VisuallyHidden';

/** Static on purpose: a shimmer would make screenshots nondeterministic and it lasts only 1.5 s. */
export const HeadingSkeleton = styled.span`
  display: block;
  width: 7.5em;
  max-width: 100%;
  height: 1em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: color-mix(in srgb, var(--footer-fg) 22%, transparent);
`;

/**
 * Footer list links: no underline in the calm resting state (the list context makes them links),
 * underline plus hover colour on hover and focus, active colour for the current page.
 */
export const footerLinkStyles = css`
  color: inherit;
  text-decoration: none;
  text-underline-offset: 0.2em;
  transition: color ${({ theme }) => theme.motion.fast};
  &:hover,
  &:focus-visible {
    color: var(--footer-hover);
    text-decoration: underline;
  }
  &:active,
  &[aria-current='page'] {
    color: var(--footer-active);
  }
`;

export const LinkListItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;

  a {
    ${footerLinkStyles}
    display: inline-block;
    /* Roomier touch targets on phones; desktop lists stay compact. */
    padding-block: ${({ theme }) => theme.space.xs};

    ${({ theme }) => theme.media.tablet} {
      padding-block: ${({ theme }) => theme.space.xxs};
    }
  }
`;
