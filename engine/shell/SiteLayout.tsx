import { lazy, Suspense, useSyncExternalStore } from 'react';
import { trackDownload } from '../registry/downloadsInFlight';
import { Outlet, useLocation } from 'react-router';
import { subscribeToastArea, toastAreaWanted } from '../api/toastNotify';
import { AbandonedCartSlot } from '../abandonedCart/AbandonedCartSlot';
import { HydratingSuspense } from '../hydration/HydratingSuspense';
import { RegionBoundary } from './RegionBoundary';
import { useProviderProfile } from '../providers/useProviderProfile';
import { mobileHeaderFor } from '../routing/mobileHeader';
import { useShopPath } from '../site/useShopPath';
import { PopupCampaignSlot } from '../popups/PopupCampaignSlot';
import { PageSkeleton } from './PageSkeleton';
import { useAdPlacementAudit } from './useAdPlacementAudit';
import { useScrollToTopOnNavigation } from './useScrollToTopOnNavigation';
import { HeaderSlot } from './HeaderSlot';
import { FooterRegion } from './FooterRegion';
import { OverlaySlots } from './OverlaySlots';
import { PageAnnouncer } from './PageAnnouncer';
import { SignInPromptProvider } from '../account/SignInPrompt';
import { WhenIdle } from './WhenIdle';
import { useAgeGate } from '../account/useAgeGate';
import { useSessionExpiry } from '../account/useSessionExpiry';
import { usePurchaseLimitRecheck } from '../viewmodels/cart/usePurchaseLimitRecheck';
import * as S from './SiteLayout.styles';

/** The toast area loads with the first toast: a first visit rarely needs it (home route budget). */
const ToastContainer = lazy(() =>
  trackDownload(import('react-toastify')).then((module) => ({ default: module.ToastContainer })),
);

/** Spec 2.2: header, main content, footer, a toast area and a popup-campaign layer. Each region
 * has its own error boundary so a failing widget never blanks the page. */
export function SiteLayout() {
  const { pathname, search } = useLocation();
  const profile = useProviderProfile();
  const shopPath = useShopPath();
  const onCheckout = pathname === '/checkout' || pathname === '/ecommerce-checkout';
  const showHeader = !onCheckout || profile.keepsHeaderOnCheckout;
  const mobileKind = mobileHeaderFor(pathname, { shopPath });
  useAdPlacementAudit();
  useScrollToTopOnNavigation();
  useSessionExpiry();
  useAgeGate();
  usePurchaseLimitRecheck();
  const toasts = useSyncExternalStore(subscribeToastArea, toastAreaWanted, () => false);

  return (
    <SignInPromptProvider>
      <S.SkipLink href="#main">Skip to content</S.SkipLink>
      <PageAnnouncer />
      {showHeader && (
        <RegionBoundary region="header" resetKey={pathname}>
          <HeaderSlot mobileKind={mobileKind} />
        </RegionBoundary>
      )}
      <S.Main id="main" tabIndex={-1}>
        {/* A new query is a new page too: /shop?brand=a after a failure on ?brand=b starts over. */}
        <RegionBoundary region="main" resetKey={`${pathname}${search}`}>
          <HydratingSuspense fallback={<PageSkeleton />}>
            <Outlet />
          </HydratingSuspense>
        </RegionBoundary>
      </S.Main>
      <S.PageFooter data-page-footer="">
        <RegionBoundary region="footer" resetKey={pathname}>
          <FooterRegion />
        </RegionBoundary>
      </S.PageFooter>
      {/* Page-level overlays and bars: each slot reads the overlays store and renders its variant. */}
      <RegionBoundary region="overlays" resetKey={pathname}>
        <OverlaySlots />
      </RegionBoundary>
      {toasts && (
        <Suspense fallback={null}>
          <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick />
        </Suspense>
      )}
      {/* The popup-campaign layer (spec 2.18): campaigns render into it above the page, once the
          page is idle after hydration (they are never what the shopper came for). */}
      <S.PopupLayer id="popup-campaign-layer">
        <RegionBoundary region="popups" resetKey={pathname}>
          <WhenIdle>
            <PopupCampaignSlot />
          </WhenIdle>
        </RegionBoundary>
      </S.PopupLayer>
      {/* Abandoned-cart e-mail and notification scheduling (spec 4.11, 4.12): no markup. */}
      <RegionBoundary region="abandonedCart" resetKey={pathname}>
        <WhenIdle>
          <AbandonedCartSlot />
        </WhenIdle>
      </RegionBoundary>
    </SignInPromptProvider>
  );
}
