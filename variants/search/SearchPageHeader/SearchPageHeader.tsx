/**
 * The mobile search-page header (spec 2.5): back arrow, a read-only field with the current term
 * and a clear icon, wishlist and notifications. Shown on the search pages below 1024 px, where
 * the site's own mobile header is hidden; search gets the width, the two account badges stay.
 */
import styled from 'styled-components';
import { BellIcon, CloseIcon, HeartIcon, SearchIcon } from '../../../ui/Icon';
import { IconButton } from '../../../ui/IconButton';
import { BackButton } from '../../mobile-headers/parts/BackButton';
import { Bar, End } from '../../mobile-headers/parts/Bar';
import { BADGE_MAX, countLabel } from '../../mobile-headers/parts/countLabel';
import {
  Field,
  FieldText,
} from '../../mobile-headers/CompactSearchHeader/CompactSearchHeader.styles';
import type { SearchPageHeaderProps } from '../types';

const FieldWrap = styled.div`
  position: relative;
  display: flex;
  min-width: 0;
  /* Room for the clear icon inside the field's right end. */
  &[data-has-term='true'] > button:first-child {
    padding-right: 40px;
    color: ${({ theme }) => theme.color.ink};
  }
`;

const Clear = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

export function SearchPageHeader(props: SearchPageHeaderProps) {
  const hasTerm = props.term.trim() !== '';
  return (
    <Bar data-layout="compactSearch" data-kind="searchPage">
      <BackButton onBack={props.onBack} />
      <FieldWrap data-has-term={hasTerm}>
        {/* The visible text is the name (label-in-name): the term, or the spec's placeholder. */}
        <Field type="button" onClick={props.onSearch}>
          <SearchIcon size={18} />
          <FieldText>{hasTerm ? props.term : props.placeholder}</FieldText>
        </Field>
        {hasTerm && (
          <Clear type="button" aria-label="Clear search" onClick={props.onClear}>
            <CloseIcon size={18} />
          </Clear>
        )}
      </FieldWrap>
      <End>
        <IconButton
          aria-label={countLabel('Wishlist', props.wishlistCount)}
          icon={<HeartIcon size={22} />}
          count={props.wishlistCount}
          max={BADGE_MAX}
          onClick={props.onWishlist}
        />
        <IconButton
          aria-label={countLabel('Notifications', props.notificationCount)}
          icon={<BellIcon size={22} />}
          count={props.notificationCount}
          max={BADGE_MAX}
          onClick={props.onNotifications}
        />
      </End>
    </Bar>
  );
}
