import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BANNER_FRAME } from '../bannerSize';
import type { AdWidgetProps } from '../types';

export { SPONSORED_LABEL } from '../../product-cards/parts/SponsoredTag';

const Frame = styled.div`
  display: block;
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;

  /* NOT_LOADED: the space stays while in view, but nothing in it is seen or read. */
  &[data-ad-state='notLoaded'] {
    visibility: hidden;
  }
  &[hidden] {
    display: none;
  }
`;

/**
 * The slot's outer element: it carries the load state for styles and tests, hides an ad that did
 * not load and gives its space back once collapsed. Children lay out the widget.
 */
export function AdFrame({
  view,
  collapsed,
  rootRef,
  element = 'div',
  slot,
  className,
  children,
}: AdWidgetProps & { children: ReactNode; className?: string }) {
  return (
    <Frame
      as={element}
      className={className}
      ref={rootRef}
      data-ad-slot={slot}
      data-ad-state={view}
      aria-hidden={view === 'notLoaded' ? true : undefined}
      aria-busy={view === 'loading' ? true : undefined}
      hidden={collapsed}
    >
      {children}
    </Frame>
  );
}

/** The "Sponsored" line: always in the layout, so the ad below it never moves when it appears. */
export const SponsoredLabel = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: 0.04em;
  line-height: ${BANNER_FRAME.label}px;
  text-transform: uppercase;

  [data-ad-state='loading'] & {
    visibility: hidden;
  }
`;
