import styled from 'styled-components';
import { ChevronDownIcon, PinIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { StoreText } from '../parts/StoreWording';
import type { StoreControlProps } from '../parts/headerPartProps';

export type StoreCaptionProps = StoreControlProps;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 360px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.brand};
  }
  &:hover > span {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &[data-kind='select'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  height: 44px;
`;

/**
 * The order strip of spec 2.6 as a quiet caption at the end of the navigation row: it tells the
 * shopper which store and order type they are browsing, where the rail's "Store" item only names it.
 */
export function StoreCaption({ area, onSelectStore, onOpenStorePreference }: StoreCaptionProps) {
  if (area.kind === 'loading') {
    return (
      <Loading role="status" aria-label="Loading store">
        <Skeleton width={140} height={12} />
      </Loading>
    );
  }
  if (area.kind === 'select') {
    return (
      <Trigger type="button" data-kind="select" onClick={onSelectStore}>
        <PinIcon size={16} />
        <StoreText>Select a Store</StoreText>
        <ChevronDownIcon size={16} />
      </Trigger>
    );
  }
  return (
    <Trigger type="button" data-kind="selected" onClick={onOpenStorePreference} title={area.text}>
      <PinIcon size={16} />
      <StoreText>{area.text}</StoreText>
      <ChevronDownIcon size={16} />
    </Trigger>
  );
}
