import styled from 'styled-components';
import type { AdSlotName } from '../rules/adPlacement';
import { modeMediaQuery } from '../rules/adBreakpoints';
import { bannerSlotHeight } from '../../variants/ads/bannerSize';
import { useSiteSettings } from '../site/SiteConfigProvider';

/** Shown only at the widths of its media query: the server knows no viewport, CSS does. */
const Reserved = styled.div<{ $media: string }>`
  display: none;
  @media ${({ $media }) => $media} {
    display: block;
  }
`;

export type AdReservationProps = { name: AdSlotName; element?: 'div' | 'li' };

/**
 * Holds a slot's place from the raw placement until its code or the viewport is known: a banner's
 * exact height, a product card's grid cell, at the placement's breakpoints only. The same on the
 * server and the first browser render, so the page does not move when the slot code arrives.
 */
export function AdReservation({ name, element = 'div' }: AdReservationProps) {
  const placement = useSiteSettings('adConfiguration').placements[name];
  const media = placement === undefined ? null : modeMediaQuery(placement.mode);
  if (placement === undefined || media === null) return null;
  if (placement.adType === 'banner') {
    return (
      <Reserved
        as={element}
        $media={media}
        aria-hidden="true"
        style={{ height: bannerSlotHeight(placement.height) }}
      />
    );
  }
  return placement.adType === 'product-card' ? (
    <Reserved as={element} $media={media} aria-hidden="true" />
  ) : null;
}
