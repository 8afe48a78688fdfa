import styled from 'styled-components';

/**
 * The cart count bubble. Same look as ui/Badge, but it shows text already decided by
 * cartBadgeText, since the sticky footer's rules (show 0, cap at 99+) vary per design.
 */
export const CountBubble = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.pill};
  box-sizing: content-box;
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
