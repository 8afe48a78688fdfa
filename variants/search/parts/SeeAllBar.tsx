import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';

const Bar = styled.div`
  &[data-sticky='true'] {
    position: sticky;
    bottom: 0;
  }
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.layout.gutter}
    calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const SeeAll = styled(Link)`
  ${buttonStyles}
`;

/** The sticky "See All {totalProducts} Products" button to {shopPath}?search={term} (spec 2.8). */
export function SeeAllBar({
  seeAll,
  onNavigate,
  sticky = true,
}: {
  seeAll: { label: string; href: string } | null;
  onNavigate(): void;
  /** Off in the page flow, where the site's own sticky footer holds the bottom edge. */
  sticky?: boolean;
}) {
  if (seeAll === null) return null;
  return (
    <Bar data-sticky={sticky}>
      <SeeAll
        to={seeAll.href}
        onClick={onNavigate}
        data-variant="primary"
        data-size="lg"
        data-full-width="true"
      >
        {seeAll.label}
      </SeeAll>
    </Bar>
  );
}
