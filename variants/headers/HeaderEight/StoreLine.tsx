import styled from 'styled-components';
import { PinIcon, StoreIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import type { StoreControlProps } from '../parts/headerPartProps';

export type StoreLineProps = StoreControlProps & {
  /** 'desktop' reads the order strip (2.6, "Pickup at: …"); 'mobile' the store bar (2.5, "Pickup from …"). */
  wording: 'desktop' | 'mobile';
  className?: string;
};

/* The announcement line: one quiet band across the very top, text centred like a masthead's
   dateline. Brand-strong green keeps white text well above 4.5:1. */
const Band = styled.div`
  display: flex;
  justify-content: center;
  /* Fixed (36 px desktop, 48 px for the two-line mobile wording): the sticky offset in
     HeaderEight.styles scrolls exactly this line away. */
  height: var(--store-line-height, 36px);
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.brandStrong};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.xs};
  letter-spacing: 0.02em;
`;

const Action = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: inherit;
  letter-spacing: inherit;
  cursor: pointer;
  & > svg {
    flex: none;
    opacity: 0.85;
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.onBrand};
    outline-offset: -3px;
  }
`;

const Text = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-stack='true'] {
    display: flex;
    flex-direction: column;
    line-height: 1.3;
    text-align: left;
  }
  ${Action}[data-kind='select'] & {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Lead = styled.span`
  opacity: 0.85;
`;

const Place = styled.strong`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
`;

/* "Change" is the visible affordance; the whole line is the button, so the target stays large. */
const Change = styled.span`
  flex: none;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 1px solid rgba(255, 255, 255, 0.45);
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-decoration: underline;
  text-decoration-color: rgba(255, 255, 255, 0.55);
  text-underline-offset: 3px;
  ${Action}:hover & {
    text-decoration-color: currentColor;
  }
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  & > span {
    opacity: 0.3;
  }
`;

/** The store area of 2.3/2.6 as an announcement line; the owner omits it when storeArea is null. */
export function StoreLine({
  area,
  wording,
  onSelectStore,
  onOpenStorePreference,
  className,
}: StoreLineProps) {
  return (
    <Band className={className}>
      {area.kind === 'loading' && (
        <Loading role="status" aria-label="Loading store">
          <Skeleton width={wording === 'desktop' ? 240 : 200} height={10} shape="pill" />
        </Loading>
      )}
      {area.kind === 'select' && (
        <Action type="button" data-kind="select" onClick={onSelectStore}>
          <StoreIcon size={14} />
          <Text>Select a Store</Text>
        </Action>
      )}
      {area.kind === 'selected' && (
        <Action
          type="button"
          data-kind="selected"
          onClick={onOpenStorePreference}
          title={wording === 'desktop' ? area.text : `${area.mobileLabel} ${area.mobilePlace}`}
        >
          <PinIcon size={14} />
          {wording === 'desktop' ? (
            <Text>{area.text}</Text>
          ) : (
            <Text data-stack="true">
              <Lead>{area.mobileLabel}</Lead> <Place>{area.mobilePlace}</Place>
            </Text>
          )}{' '}
          <Change>Change</Change>
        </Action>
      )}
    </Band>
  );
}
