import styled from 'styled-components';

export type BadgeProps = {
  count: number;
  /** Largest number shown as is; above it the badge reads "{max}+" (spec §9: "99+" in one design). */
  max?: number;
  /** Show the badge even when the count is 0. */
  showZero?: boolean;
  className?: string;
};

const Bubble = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

/** A count bubble. It is decorative (aria-hidden): the owning control states the count in its name. */
export function Badge({ count, max = 99, showZero = false, className }: BadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <Bubble className={className} aria-hidden="true" data-testid="badge">
      {badgeText(Math.max(0, count), max)}
    </Bubble>
  );
}
