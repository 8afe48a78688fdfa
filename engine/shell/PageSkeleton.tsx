import styled from 'styled-components';
import { Skeleton } from '../../ui/Skeleton';

/** A page's shape while its code or data loads. */
export function PageSkeleton() {
  return (
    <Frame role="status" aria-busy="true" aria-label="Loading page">
      <Skeleton width="220px" height="14px" />
      <Skeleton width="45%" height="34px" />
      <Skeleton width="70%" height="18px" />
      <Skeleton width="100%" height="240px" />
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;
