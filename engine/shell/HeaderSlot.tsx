import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HydrateOnView } from '../hydration/HydrateOnView';
import type { MobileHeaderKind } from '../routing/types';
import { titleFor } from '../routing/mobileHeader';
import { headerRegistry } from '../registry/headers';
import { preloadVariant } from '../registry/preloadable';
import { useLayoutChoice } from '../site/SiteConfigProvider';
import { useLazyDesktopSearch } from '../viewmodels/header/useLazyDesktopSearch';
import { useHeaderProps } from '../viewmodels/header/useHeaderProps';
import { useOpenSearch } from '../viewmodels/search/useOpenSearch';
import { HeaderSkeleton } from './HeaderSkeleton';
import { MobilePathHeader, PathHeaderSkeleton, showsPathHeader } from './PathHeaderPart';
import * as S from './HeaderSlot.styles';

/** The CMS header version everywhere on desktop; below 1024 px the path decides (spec 2.5). */
export function HeaderSlot({ mobileKind }: { mobileKind: MobileHeaderKind }) {
  const Header = headerRegistry[useLayoutChoice('header')];
  const props = useHeaderProps();
  const { search: desktopSearch, controller: desktopSearchController } = useLazyDesktopSearch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openSearch = useOpenSearch();

  return (
    <S.Slot data-mobile-kind={mobileKind} data-sticky={props.sticky}>
      <S.CmsHeader>
        {/* Hydrating, the header keeps the server's HTML until the shopper reaches for it or
            what it shows changes (its data, as JSON: functions drop out). */}
        <HydrateOnView
          load={() => preloadVariant(Header)}
          fallback={<HeaderSkeleton />}
          until="intent"
          shows={JSON.stringify(props)}
        >
          <Suspense fallback={<HeaderSkeleton />}>
            <Header
              {...props}
              desktopSearch={desktopSearch}
              onSearch={(term) => {
                // Enter on the term: the list has done its job, even when the URL stays the same.
                desktopSearch.onDismiss();
                props.onSearch(term);
              }}
            />
          </Suspense>
        </HydrateOnView>
        {desktopSearchController}
      </S.CmsHeader>
      {showsPathHeader(mobileKind) ? (
        <S.PathHeader>
          <Suspense fallback={<PathHeaderSkeleton />}>
            <MobilePathHeader
              kind={mobileKind}
              title={mobileKind === 'product' ? 'Product Details' : titleFor(pathname)}
              searchPlaceholder="Type here to search products"
              counts={props.counts}
              showWishlistBadge={props.account.kind === 'signedIn'}
              onBack={() => navigate(-1)}
              onSearch={openSearch}
              // Spec 2.5/§6: the mobile search header's wishlist navigates without a sign-in check.
              onWishlist={() => navigate('/your-list')}
              onNotifications={props.onNotifications}
              onOpenCart={props.onOpenCart}
            />
          </Suspense>
        </S.PathHeader>
      ) : null}
    </S.Slot>
  );
}
