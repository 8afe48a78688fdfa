/**
 * A listing beside its facets. From the desktop breakpoint the facets are a column at the left
 * of the list; below it a "Filters" button opens them in a bottom sheet. The chosen filters are
 * chips above the list at every width. Both layouts are in the server's HTML, switched by CSS, so
 * no width is guessed before the page hydrates.
 */
import { useId, useState } from 'react';
import { lazyPart, useLazyPart } from '../../../ui/lazyPart';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { FacetChips } from './FacetChips';
import { FacetsPanel } from './FacetsPanel';
import type { FacetedListingProps } from './types';
import * as S from './FacetedListing.styles';

// Most visits on a phone never open the sheet: it comes with the first reach for the button.
const sheetPart = lazyPart(() => import('./FacetsSheet'));

export function FacetedListing({
  groups,
  chips,
  clearAllHref,
  activeCount,
  loading = false,
  showResultsLabel,
  onToggle,
  onRangeChange,
  children,
}: FacetedListingProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const sheet = useLazyPart(sheetPart);
  const prepare = () => void sheetPart.load().catch(() => undefined);
  const openSheet = () => {
    // A failed download leaves the button as it was: the next press asks again.
    sheetPart.load().then(
      () => setOpen(true),
      () => undefined,
    );
  };
  const panel = { groups, onToggle, onRangeChange };

  return (
    <S.Layout>
      <S.Sidebar aria-labelledby={headingId}>
        <S.SidebarTitle id={headingId}>Filter by</S.SidebarTitle>
        {loading ? <PanelSkeleton /> : <FacetsPanel {...panel} />}
      </S.Sidebar>
      <S.Main>
        <S.Toolbar data-chips={chips.length > 0}>
          <S.FiltersButton
            type="button"
            aria-haspopup="dialog"
            disabled={loading}
            onPointerEnter={prepare}
            onFocus={prepare}
            onTouchStart={prepare}
            onClick={openSheet}
          >
            <FiltersIcon />
            Filters
            {activeCount > 0 && (
              <S.ActiveCount>
                {activeCount}
                <VisuallyHidden> chosen</VisuallyHidden>
              </S.ActiveCount>
            )}
          </S.FiltersButton>
          <FacetChips chips={chips} clearAllHref={clearAllHref} />
        </S.Toolbar>
        {children}
      </S.Main>
      {sheet && (
        <sheet.FacetsSheet
          {...panel}
          open={open}
          onClose={() => setOpen(false)}
          showResultsLabel={showResultsLabel}
          clearAllHref={chips.length > 0 ? clearAllHref : null}
        />
      )}
    </S.Layout>
  );
}

/** Where the facets will be: a title and a few rows for each of three groups. */
function PanelSkeleton() {
  return (
    // The list's own loading state speaks for both: this is only kept space.
    <S.PanelSkeleton aria-hidden="true" data-facets-skeleton="">
      {[4, 2, 5].map((rows, group) => (
        <S.SkeletonGroup key={group}>
          <Skeleton width="45%" height={16} shape="text" />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} width={`${80 - row * 8}%`} height={14} shape="text" />
          ))}
        </S.SkeletonGroup>
      ))}
    </S.PanelSkeleton>
  );
}

/** Three sliders: the usual sign of filters. */
function FiltersIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}
