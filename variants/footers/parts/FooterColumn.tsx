import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { HeadingSkeleton, VisuallyHidden } from './primitives';

type FooterColumnProps = {
  /** Visible heading; also the accessible name of the column's nav landmark. */
  title: string;
  /** Spec §9: headings show a skeleton for the first 1500 ms (timer owned by the engine). */
  loading: boolean;
  children: ReactNode;
  /** Lets a variant restyle the heading and spacing (styled(FooterColumn)). */
  className?: string;
  /** False keeps the list open below 768 px too (a design's lead section); true by default. */
  collapsible?: boolean;
};

/**
 * A labelled nav landmark with a heading and its links. Below 768 px the heading becomes a
 * disclosure button so four stacked lists do not push the legal bar screens away; from 768 px the
 * list is always shown and the button is removed from the page (display: none), leaving a plain h2.
 */
export function FooterColumn({
  title,
  loading,
  children,
  className,
  collapsible = true,
}: FooterColumnProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  const label = loading ? (
    <>
      <VisuallyHidden>{title}</VisuallyHidden>
      <HeadingSkeleton aria-hidden="true" data-testid="footer-heading-skeleton" />
    </>
  ) : (
    title
  );

  return (
    <Column
      aria-labelledby={headingId}
      data-open={open || !collapsible}
      data-collapsible={collapsible}
      className={className}
    >
      <Heading id={headingId}>
        <StaticLabel>{label}</StaticLabel>
        {collapsible && (
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            {label}
            <Chevron aria-hidden="true" viewBox="0 0 16 16">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </Chevron>
          </Toggle>
        )}
      </Heading>
      <Body id={bodyId}>{children}</Body>
    </Column>
  );
}

const Column = styled.nav`
  min-width: 0;
  border-bottom: 1px solid color-mix(in srgb, var(--footer-fg) 18%, transparent);

  &[data-collapsible='false'] {
    border-bottom: 0;
  }

  ${({ theme }) => theme.media.tablet} {
    border-bottom: 0;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.01em;

  ${({ theme }) => theme.media.tablet} {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

const StaticLabel = styled.span`
  display: none;

  ${Column}[data-collapsible='false'] & {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.md};
  }

  ${({ theme }) => theme.media.tablet} {
    display: block;

    ${Column}[data-collapsible='false'] & {
      margin-bottom: 0;
    }
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => theme.space.md} 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const Chevron = styled.svg`
  width: 16px;
  height: 16px;
  flex: none;
  transition: transform ${({ theme }) => theme.motion.base};

  ${Column}[data-open='true'] & {
    transform: rotate(180deg);
  }
`;

const Body = styled.div`
  padding-bottom: ${({ theme }) => theme.space.lg};

  ${Column}[data-open='false'] & {
    display: none;
  }

  ${({ theme }) => theme.media.tablet} {
    padding-bottom: 0;

    ${Column}[data-open='false'] & {
      display: block;
    }
  }
`;
