import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/** Spec §9: 5 skeleton rows while the search loads. */
export const SKELETON_ROWS = 5;

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Lines = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Five rows shaped like product rows; `label` is for screen readers when no status says it. */
export function SkeletonRows({ label }: { label?: string }) {
  return (
    <Rows data-testid="search-skeleton">
      {label !== undefined && <VisuallyHidden>{label}</VisuallyHidden>}
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Row key={index} aria-hidden="true">
          <Skeleton width={56} height={56} shape="block" />
          <Lines>
            <Skeleton width={`${70 - index * 6}%`} height={14} shape="text" />
            <Skeleton width="32%" height={12} shape="text" />
          </Lines>
        </Row>
      ))}
    </Rows>
  );
}
