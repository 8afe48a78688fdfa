import { Link } from 'react-router';
import styled from 'styled-components';

/* No side padding or max width: the page (or drawer) around the section sets those. */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.xl};
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

export const Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.25;
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

/*
 * The configured button. With a separate mobile button (deals v2), each shows only at its own
 * widths; display: none also takes the hidden one out of the accessibility tree.
 */
export const HeadLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.brandStrong};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  @media (max-width: 767px) {
    &[data-only='desktop'] {
      display: none;
    }
  }
  ${({ theme }) => theme.media.tablet} {
    &[data-only='mobile'] {
      display: none;
    }
  }
`;

/** Previous / next: for mouse users from tablet width up; touch swipes, keyboards tab. */
export const Arrows = styled.div`
  display: none;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    display: flex;
  }
  &[data-scrollable='false'] {
    display: none;
  }
`;

export const ArrowButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.inkSubtle};
    background: ${({ theme }) => theme.color.surfaceAlt};
    cursor: default;
  }
  svg[data-flip] {
    transform: scaleX(-1);
  }
`;

/*
 * A size container, so the cards per view follow the section's own width: 1.1 in narrow slots
 * (spec §9: phones, drawers), then 2.1, 3.1 and 4.1, always with the next card peeking. On phones
 * the rail runs into the right gutter so the peek reaches the screen edge.
 */
export const Rail = styled.div`
  --per-view: 1.1;
  --gap: 12px;
  container-type: inline-size;
  min-width: 0;

  @media (max-width: 767px) {
    margin-right: calc(-1 * ${({ theme }) => theme.layout.gutter});
  }
`;

export const Track = styled.ul`
  display: flex;
  gap: var(--gap);
  margin: 0;
  /* Room above and below for the cards' shadows, which the scrolling track would clip. */
  padding: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.xl}`};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 2px;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  /* Skeletons are not content to scroll to (and a scroll area needs something to focus). */
  &[data-skeleton='true'] {
    overflow-x: hidden;
  }

  @container (min-width: 540px) {
    --per-view: 2.1;
  }
  @container (min-width: 820px) {
    --per-view: 3.1;
  }
  @container (min-width: 1100px) {
    --per-view: 4.1;
  }
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
`;

export const Slide = styled.li`
  flex: 0 0 calc((100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view));
  min-width: 0;
  scroll-snap-align: start;

  /* Room for the cards' shadows, which the scrolling track would otherwise clip. */
  &:first-child {
    margin-left: 2px;
  }
  &:last-child {
    margin-right: 2px;
  }
`;
