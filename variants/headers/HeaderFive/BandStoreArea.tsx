import styled from 'styled-components';
import { ChevronDownIcon, ChevronRightIcon, PinIcon, StoreIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { StoreBarWording, StoreText } from '../parts/StoreWording';
import type { StoreControlProps } from '../parts/headerPartProps';

export type BandStoreAreaProps = StoreControlProps & {
  /** 'strip': the desktop order strip wording (2.6); 'bar': the mobile store bar wording (2.5). */
  wording: 'strip' | 'bar';
  className?: string;
};

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 100%;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  & > svg {
    flex: none;
  }
  & > svg:first-child {
    color: ${({ theme }) => theme.color.accent};
  }
  &[data-wording='bar'] {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border-radius: 0;
  }
  &[data-wording='bar'] > svg:last-child {
    margin-left: auto;
  }
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  width: 240px;
  max-width: 100%;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  opacity: 0.3;
  &[data-wording='bar'] {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

/** The store area of spec 2.3/2.5/2.6 in light-on-dark type for the brand band. */
export function BandStoreArea({
  area,
  wording,
  onSelectStore,
  onOpenStorePreference,
  className,
}: BandStoreAreaProps) {
  const Chevron = wording === 'bar' ? ChevronRightIcon : ChevronDownIcon;
  switch (area.kind) {
    case 'loading':
      return (
        <Loading
          role="status"
          aria-label="Loading store"
          data-wording={wording}
          className={className}
        >
          <Skeleton height={12} shape="pill" />
        </Loading>
      );
    case 'select':
      return (
        <Trigger type="button" data-wording={wording} onClick={onSelectStore} className={className}>
          <StoreIcon size={18} />
          <StoreText>Select a Store</StoreText>
          <Chevron size={16} />
        </Trigger>
      );
    case 'selected':
      return (
        <Trigger
          type="button"
          data-wording={wording}
          onClick={onOpenStorePreference}
          title={wording === 'strip' ? area.text : undefined}
          className={className}
        >
          <PinIcon size={18} />
          {wording === 'strip' ? (
            <StoreText>{area.text}</StoreText>
          ) : (
            <StoreBarWording area={area} />
          )}
          <Chevron size={16} />
        </Trigger>
      );
  }
}
