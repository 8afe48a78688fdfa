import styled from 'styled-components';
import { ChevronRightIcon, PinIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import type { HeaderStoreArea } from '../types';

export type MobileStoreBarProps = {
  area: HeaderStoreArea;
  onSelectStore(): void;
  onOpenStorePreference(): void;
};

const Bar = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border: 0;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.brand};
  }
  & > svg:last-child {
    margin-left: auto;
  }
`;

const Line = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Place = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.brandSoft};
`;

/** Store bar of spec 2.5 ("Pickup from …"); it opens the store-preference drawer. */
export function MobileStoreBar({
  area,
  onSelectStore,
  onOpenStorePreference,
}: MobileStoreBarProps) {
  if (area.kind === 'loading') {
    return (
      <Loading role="status" aria-label="Loading store">
        <Skeleton width="60%" height={12} />
      </Loading>
    );
  }
  if (area.kind === 'select') {
    return (
      <Bar type="button" onClick={onSelectStore}>
        <PinIcon size={18} />
        <Line>Select a Store</Line>
        <ChevronRightIcon size={18} />
      </Bar>
    );
  }
  return (
    <Bar type="button" onClick={onOpenStorePreference}>
      <PinIcon size={18} />
      <Line>
        {area.mobileLabel} <Place>{area.mobilePlace}</Place>
      </Line>
      <ChevronRightIcon size={18} />
    </Bar>
  );
}
