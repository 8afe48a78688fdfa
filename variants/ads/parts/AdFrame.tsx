import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ComplianceNotice } from '../../compliance/ComplianceNotice/ComplianceNotice';
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

/**
 * The compliance notices under an ad, as small print. Hidden while the ad loads, like the
 * "Sponsored" line, but always in the layout: the slot's size does not change when the ad comes.
 */
export const AdNotice = styled(ComplianceNotice)`
  [data-ad-state='loading'] & {
    visibility: hidden;
  }
`;

/**
 * A sponsored product card with the notices takes two cells of its listing: the card in the
 * first, its notices beside it in the second. Under the card they would make its row taller than
 * its cards and stretch every neighbour; beside it they fit in the card's height. The column gaps
 * repeat the product grid's (variants/catalogue/ProductGrid), so the card keeps its cell's width.
 */
export const AdCardWithNotice = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  column-gap: ${({ theme }) => theme.space.md};
  height: 100%;

  & > :first-child {
    height: 100%;
  }

  ${({ theme }) => theme.media.tablet} {
    column-gap: ${({ theme }) => theme.space.lg};
  }
  ${({ theme }) => theme.media.desktop} {
    column-gap: ${({ theme }) => theme.space.xl};
  }
`;

/** The cell of a sponsored card with notices: two columns of its listing (AdCardWithNotice). */
export const WideAdFrame = styled(AdFrame)`
  grid-column: span 2;
`;
