import styled from 'styled-components';
import { ChevronDownIcon, PinIcon, StoreIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { storeTextTwoLines } from '../parts/StoreWording';
import type { StoreControlProps } from '../parts/headerPartProps';

export type StorePillProps = StoreControlProps & {
  className?: string;
};

const Pill = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  min-height: 36px;
  max-height: 44px;
  padding: 2px 10px 2px 12px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.25;
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  & > svg {
    flex: none;
  }
  /* No store yet: the pill is the call to action of the row. */
  &[data-kind='select'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
  &[data-kind='select']:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
`;

/* Up to two short lines: the store name is the point of the pill, so it may wrap once. */
const Text = styled.span`
  ${storeTextTwoLines}
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  width: 180px;
  max-width: 100%;
  height: 36px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/**
 * The store area of spec 2.3/2.6 as one pill of at most two short lines (the full wording stays
 * in the title and the accessible name), so it never makes the 64 px row taller.
 */
export function StorePill({
  area,
  onSelectStore,
  onOpenStorePreference,
  className,
}: StorePillProps) {
  switch (area.kind) {
    case 'loading':
      return (
        <Loading role="status" aria-label="Loading store" className={className}>
          <Skeleton height={12} shape="pill" />
        </Loading>
      );
    case 'select':
      return (
        <Pill type="button" data-kind="select" onClick={onSelectStore} className={className}>
          <StoreIcon size={16} />
          <Text>Select a Store</Text>
          <ChevronDownIcon size={14} />
        </Pill>
      );
    case 'selected':
      return (
        <Pill
          type="button"
          data-kind="selected"
          onClick={onOpenStorePreference}
          title={area.text}
          className={className}
        >
          <PinIcon size={16} />
          <Text>{area.text}</Text>
          <ChevronDownIcon size={14} />
        </Pill>
      );
  }
}
