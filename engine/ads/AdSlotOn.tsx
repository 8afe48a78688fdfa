import { lazy, Suspense, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { AdPlaceholder, type AdPlaceholderProps } from '../../variants/ads/parts';
import { SPONSORED_CAROUSEL_TITLE } from './carouselTitle';
import {
  resolveAdPlacement,
  showsAtWidth,
  type AdRequest,
  type AdSlotContext,
  type AdSlotName,
} from '../rules/adPlacement';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';
import type { ComplianceNotices } from '../../variants/compliance/types';
import { useComplianceNotices } from '../viewmodels/compliance/useComplianceNotices';
import { AdReservation } from './AdReservation';
import { useViewportWidth } from './useViewportWidth';

/** The provider loader, machine and widgets arrive after the page, in their own chunk. */
const SponsoredAd = lazy(() => import('./SponsoredAd'));

function placeholderFor(
  request: AdRequest,
  element: 'div' | 'li' | undefined,
  legalNotices: ComplianceNotices | null,
): AdPlaceholderProps {
  const base = { element, slot: request.slot, legalNotices };
  switch (request.widget) {
    case 'banner':
      return { ...base, widget: 'banner', width: request.width, height: request.height };
    case 'product-card':
      return { ...base, widget: 'product-card' };
    case 'carousel':
      return {
        ...base,
        widget: 'carousel',
        title: SPONSORED_CAROUSEL_TITLE,
        skeletonCount: request.maxItems,
        cardMinWidth: request.cardMinWidth,
        cardMaxWidth: request.cardMaxWidth,
      };
  }
}

export type AdSlotProps = {
  name: AdSlotName;
  /** 'li' when the slot sits inside a product list. */
  element?: 'div' | 'li';
  context?: AdSlotContext;
};

/**
 * A named sponsored placement on a site whose ad provider is on (spec 2.17, 4.8). The placement
 * rule decides whether it renders; a refused placement renders nothing (its reason is logged by
 * useAdPlacementAudit, spec 8). On the server and before mount only its reserved space renders,
 * and a placement limited by its breakpoint mode renders only at those widths. The slot holds its
 * size from its first frame.
 */
export default function AdSlotOn({ name, element, context = {} }: AdSlotProps) {
  const config = useSiteSettings('adConfiguration');
  const { retailerId } = useSnapshot(useStores().storeContext);
  const width = useViewportWidth();
  // An ad advertises: the licence line and warnings go under it when the site asks.
  const legalNotices = useComplianceNotices('ads');
  const outcome = useMemo(
    () => resolveAdPlacement(name, config, retailerId),
    [name, config, retailerId],
  );

  if (outcome.kind !== 'render') return null;
  // On the server and while hydrating the width is unknown: CSS reserves the space at the
  // placement's breakpoints, and the placeholder takes it over after mount.
  if (width === null) return <AdReservation name={name} element={element} />;
  if (!showsAtWidth(outcome.request, width)) return null;
  const { request } = outcome;
  // A new store, search term or product is a new ad request: the widget starts over.
  const key = JSON.stringify([request.locationId, context]);
  return (
    <Suspense fallback={<AdPlaceholder {...placeholderFor(request, element, legalNotices)} />}>
      <SponsoredAd
        key={key}
        request={request}
        context={context}
        element={element}
        legalNotices={legalNotices}
      />
    </Suspense>
  );
}
