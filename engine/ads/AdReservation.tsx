import styled from 'styled-components';
import type { AdSlotName } from '../rules/adPlacement';
import { modeMediaQuery } from '../rules/adBreakpoints';
import { BANNER_FRAME, bannerSlotHeight, innerSize } from '../../variants/ads/bannerSize';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { useComplianceNoticeView } from '../viewmodels/compliance/complianceNoticeLoader';
import { useComplianceNotices } from '../viewmodels/compliance/useComplianceNotices';

/** Shown only at the widths of its media query: the server knows no viewport, CSS does. */
const Reserved = styled.div<{ $media: string }>`
  display: none;
  @media ${({ $media }) => $media} {
    display: block;
  }
`;

/**
 * The banner's notices, laid out as under the creative (at its width, as far below it, the
 * frame's padding after them) but unseen: they only hold their height until the banner replaces
 * the reservation.
 */
const ReservedNotice = styled.div`
  visibility: hidden;
  margin: ${BANNER_FRAME.notices}px auto 0;
  /* Padding, not margin: a bottom margin would collapse through the reservation and out of it. */
  padding-bottom: ${BANNER_FRAME.padding}px;
`;

export type AdReservationProps = { name: AdSlotName; element?: 'div' | 'li' };

/**
 * Holds a slot's place from the raw placement until its code or the viewport is known: a banner's
 * exact height, a product card's grid cell, at the placement's breakpoints only. The same on the
 * server and the first browser render, so the page does not move when the slot code arrives.
 */
export function AdReservation({ name, element = 'div' }: AdReservationProps) {
  const placement = useSiteSettings('adConfiguration').placements[name];
  const notices = useComplianceNotices('ads');
  // Preloaded where the page has notices (server render, hydration), so it is there at once.
  const noticeView = useComplianceNoticeView(notices !== null);
  const media = placement === undefined ? null : modeMediaQuery(placement.mode);
  if (placement === undefined || media === null) return null;
  if (placement.adType === 'banner' && notices !== null && noticeView !== null) {
    // The banner's height without its bottom padding, which comes after the notices.
    return (
      <Reserved as={element} $media={media} aria-hidden="true">
        <div style={{ height: bannerSlotHeight(placement.height) - BANNER_FRAME.padding }} />
        <ReservedNotice style={innerSize(placement.width)}>
          {/* A view without hooks, drawn in this component's pass (no component made in render). */}
          {noticeView({ notices, tone: 'compact' })}
        </ReservedNotice>
      </Reserved>
    );
  }
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
  if (placement.adType !== 'product-card') return null;
  // With notices the card takes two cells of its listing (variants/ads/parts AdCardWithNotice).
  const cells = notices === null ? undefined : { gridColumn: 'span 2' };
  return <Reserved as={element} $media={media} aria-hidden="true" style={cells} />;
}
