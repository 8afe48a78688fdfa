import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { RegionBoundary } from '../app/RegionBoundary';
import { useProviderProfile } from '../providers/useProviderProfile';
import { mobileHeaderFor } from '../routing/mobileHeader';
import { useShopPath } from '../routing/useShopPath';
import { PageSkeleton } from './PageSkeleton';
import { HeaderSlot } from './HeaderSlot';
import { FooterSlot } from './FooterSlot';
import { OverlaySlots } from './OverlaySlots';
import { SignInPromptProvider } from './SignInPrompt';
import { useCloseOverlaysOnNavigation } from './useCloseOverlaysOnNavigation';
import * as S from './SiteLayout.styles';

/** Spec 2.2: header, main content, footer, a toast area and a popup-campaign layer. Each region
 * has its own error boundary so a failing widget never blanks the page. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const profile = useProviderProfile();
  const shopPath = useShopPath();
  const onCheckout = pathname === '/checkout' || pathname === '/ecommerce-checkout';
  const showHeader = !onCheckout || profile.keepsHeaderOnCheckout;
  const mobileKind = mobileHeaderFor(pathname, { shopPath });
  useCloseOverlaysOnNavigation();

  return (
    <SignInPromptProvider>
      <S.SkipLink href="#main">Skip to content</S.SkipLink>
      {showHeader && (
        <RegionBoundary region="header" resetKey={pathname}>
          <HeaderSlot mobileKind={mobileKind} />
        </RegionBoundary>
      )}
      <S.Main id="main" tabIndex={-1}>
        <RegionBoundary region="main" resetKey={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </RegionBoundary>
      </S.Main>
      <RegionBoundary region="footer" resetKey={pathname}>
        <FooterSlot />
      </RegionBoundary>
      {/* Page-level overlays and bars: each slot reads the overlays store and renders its variant. */}
      <RegionBoundary region="overlays" resetKey={pathname}>
        <OverlaySlots />
      </RegionBoundary>
      <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick />
      {/* The popup-campaign layer (spec 2.18): campaigns render into it above the page. */}
      <S.PopupLayer id="popup-campaign-layer" />
    </SignInPromptProvider>
  );
}
