/**
 * Search overlay and drawer (spec 2.8): a back arrow, the search field, then Top Brands and
 * Trending Products, skeleton rows, highlighted suggestions, brands and product rows, with a
 * sticky "See All" button. Full screen on phones; `presentation='drawer'` slides in from the
 * right on tablets and desktops, for retailers who keep the page in view while searching.
 */
import { useId } from 'react';
import { ArrowLeftIcon } from '../../../ui/Icon';
import { IconButton } from '../../../ui/IconButton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { INITIAL_FOCUS_ATTR, useModalDialog } from '../../../ui/dialog/useModalDialog';
import { SearchField } from '../parts/SearchField';
import { SearchResults } from '../parts/SearchResults';
import { SeeAllBar } from '../parts/SeeAllBar';
import type { SearchOverlayProps } from '../types';
import * as S from './SearchOverlay.styles';

export function SearchOverlay({
  open,
  onClose,
  presentation,
  inputRef,
  ...panel
}: SearchOverlayProps) {
  const titleId = useId();
  const { ref, onCancel, onClick, onKeyDown } = useModalDialog({ open, onClose });
  return (
    <S.Dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      data-search-overlay=""
      data-presentation={presentation}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <S.ScrollLock />
      {open && (
        <S.Column>
          <VisuallyHidden as="h2" id={titleId}>
            Search products
          </VisuallyHidden>
          <S.Header>
            <IconButton
              aria-label="Close search"
              icon={<ArrowLeftIcon size={22} />}
              onClick={onClose}
              {...{ [INITIAL_FOCUS_ATTR]: '' }}
            />
            <SearchField
              term={panel.term}
              label="Search products"
              inputRef={inputRef}
              onTermChange={panel.onTermChange}
              onSubmit={panel.onSubmit}
              onClear={panel.onClear}
            />
          </S.Header>
          <S.Body>
            <SearchResults {...panel} />
          </S.Body>
          <SeeAllBar seeAll={panel.seeAll} onNavigate={panel.onNavigate} />
        </S.Column>
      )}
    </S.Dialog>
  );
}
