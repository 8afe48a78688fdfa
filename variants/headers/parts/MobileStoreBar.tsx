import styled from 'styled-components';
import { ChevronRightIcon, PinIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { StoreBarWording, StoreText } from './StoreWording';
import type { StoreControlProps } from './headerPartProps';

export type MobileStoreBarProps = StoreControlProps;

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
        <StoreText>Select a Store</StoreText>
        <ChevronRightIcon size={18} />
      </Bar>
    );
  }
  return (
    <Bar type="button" onClick={onOpenStorePreference}>
      <PinIcon size={18} />
      <StoreBarWording area={area} />
      <ChevronRightIcon size={18} />
    </Bar>
  );
}
