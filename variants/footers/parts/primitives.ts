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

/**
 * How a footer link list is laid out; variants pick one per list:
 * - stack: one link per line (the classic column);
 * - inline: a wrapping row separated by middots (compact and centred designs);
 * - columns: a stack that flows into two columns from 768 px (long lists in wide designs);
 * - chips: outlined pills (the deals-forward band).
 */
export type LinkListLayout = 'stack' | 'inline' | 'columns' | 'chips';

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

  &[data-layout='inline'] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: ${({ theme }) => theme.space.sm};
    row-gap: ${({ theme }) => theme.space.xxs};
    justify-content: var(--footer-inline-justify, flex-start);

    li {
      display: inline-flex;
      align-items: baseline;
      gap: ${({ theme }) => theme.space.sm};
    }
    /* Decorative separators, trailing so a wrapped line never starts with one. The empty
       alternative text after the slash keeps screen readers quiet; the plain declaration
       before it is the fallback for browsers without that syntax. */
    li:not(:last-child)::after {
      content: '·';
      content: '·' / '';
      opacity: 0.6;
    }
  }

  &[data-layout='columns'] {
    ${({ theme }) => theme.media.tablet} {
      display: block;
      columns: 2;
      column-gap: ${({ theme }) => theme.space.xl};

      li {
        break-inside: avoid;
        margin-bottom: ${({ theme }) => theme.space.sm};
      }
    }
  }

  &[data-layout='chips'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};

    a {
      display: inline-flex;
      align-items: center;
      min-height: 40px;
      padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
      border: 1px solid color-mix(in srgb, var(--footer-fg) 40%, transparent);
      border-radius: ${({ theme }) => theme.radius.pill};
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
    a:hover,
    a:focus-visible {
      border-color: var(--footer-hover);
    }
  }
`;

/** Every footer's surface: the CMS background and font colours, with the theme as fallback. */
export const footerSurface = css`
  background: var(--footer-bg, ${({ theme }) => theme.color.ink});
  color: var(--footer-fg, ${({ theme }) => theme.color.onBrand});
`;

/** The page-width container the footers align their rows to. */
export const FooterInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};
`;

/** A hairline in the footer's own text colour, so it shows on any CMS background. */
export const footerRule = 'color-mix(in srgb, var(--footer-fg) 18%, transparent)';

/** A quiet panel tint for bands and cards: the background moved slightly toward the text colour. */
export const footerTint = 'color-mix(in srgb, var(--footer-fg) 7%, var(--footer-bg))';

/**
 * A brand row's columns: logo and subtext side by side from 768 px with the social icons (its
 * nav) on a line of their own, all three in one row from the desktop breakpoint.
 */
export const brandRowColumns = css`
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;

    & > nav {
      grid-column: 1 / -1;
    }
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: auto minmax(0, 1fr) auto;

    & > nav {
      grid-column: auto;
    }
  }
`;
