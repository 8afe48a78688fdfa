import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { Badge } from '../../../ui/Badge';

/* An app-style tab: icon over a small label. Buttons and links share the exact look. */
const railItem = css`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 3px;
  min-width: 60px;
  min-height: 52px;
  padding: 6px ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.ink};
  }
  &[aria-expanded='true'] > span:first-child {
    color: ${({ theme }) => theme.color.brand};
  }
  &:disabled {
    cursor: default;
    opacity: 0.55;
  }
  &:disabled:hover {
    background: transparent;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

/* Rail buttons never submit anything. */
export const RailButton = styled.button.attrs({ type: 'button' })`
  ${railItem}
`;

export const RailLink = styled(Link)`
  ${railItem}
`;

/* The icon box is a fixed square so every label starts on the same line. */
export const RailIcon = styled.span`
  display: grid;
  place-items: center;
  width: 26px;
  height: 26px;
  color: ${({ theme }) => theme.color.ink};
`;

/* Positioned over the icon's corner but placed after the label in the DOM, so the visible text
   reads "Wishlist 4", matching the accessible name "Wishlist, 4 items" (WCAG 2.5.3). */
const Corner = styled.span`
  position: absolute;
  top: 1px;
  left: calc(50% + 3px);
  pointer-events: none;
`;

export const RailLabel = styled.span`
  display: block;
  max-width: 104px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Badge cap (spec §9: "99+"). */
const MAX = 99;

/** A rail item's decorative count badge; the control's name states the count. */
export function RailBadge({ count }: { count: number }) {
  // The space keeps label and count separate words: visible text "Wishlist 4", not "Wishlist4".
  return (
    <Corner>
      {' '}
      <Badge count={count} max={MAX} />
    </Corner>
  );
}
