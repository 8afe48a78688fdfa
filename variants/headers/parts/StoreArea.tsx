import styled from 'styled-components';
import { ChevronDownIcon, PinIcon, StoreIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { storeTextTwoLines } from './StoreWording';
import type { StoreControlProps } from './headerPartProps';

export type StoreAreaProps = StoreControlProps;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  & > svg {
    flex: none;
  }
  & > svg:first-child {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Text = styled.span`
  ${storeTextTwoLines}
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.3;
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

/** The order-type/address selector of spec 2.3/2.6; the owner omits it when the provider hides it. */
export function StoreArea({ area, onSelectStore, onOpenStorePreference }: StoreAreaProps) {
  switch (area.kind) {
    case 'loading':
      return (
        <Loading role="status" aria-label="Loading store">
          <Skeleton width="70%" height={12} />
          <Skeleton width="90%" height={12} />
        </Loading>
      );
    case 'select':
      return (
        <Trigger type="button" onClick={onSelectStore}>
          <StoreIcon />
          <Text>Select a Store</Text>
          <ChevronDownIcon size={16} />
        </Trigger>
      );
    case 'selected':
      return (
        <Trigger type="button" onClick={onOpenStorePreference} title={area.text}>
          <PinIcon />
          <Text>{area.text}</Text>
          <ChevronDownIcon size={16} />
        </Trigger>
      );
  }
}
