import styled from 'styled-components';
import { Skeleton } from '../../ui/Skeleton';

/** Holds the header's space while the selected header variant's chunk downloads. */
export function HeaderSkeleton() {
  return (
    <Bar aria-hidden="true">
      <Skeleton width="132px" height="32px" />
      <Skeleton width="38%" height="40px" />
      <Skeleton width="120px" height="32px" />
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  height: 72px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;
