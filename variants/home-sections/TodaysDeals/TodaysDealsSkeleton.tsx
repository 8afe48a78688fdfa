import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/* The size of the today's deals section (spec 2.15) while its chunk loads. */
const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 420px;
  padding: ${({ theme }) => theme.space.xl} 0;
  grid-template-rows: auto 1fr;
`;

export function TodaysDealsSkeleton() {
  return (
    <Placeholder aria-busy="true" data-home-skeleton="todaysDeals">
      <VisuallyHidden role="status">Loading deals</VisuallyHidden>
      <Skeleton width="40%" height="1.75rem" />
      <Skeleton shape="block" height="100%" />
    </Placeholder>
  );
}
