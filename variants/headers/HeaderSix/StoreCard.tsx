import styled from 'styled-components';
import { ChevronDownIcon, ChevronRightIcon, PinIcon, StoreIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import type { StoreControlProps } from '../parts/headerPartProps';

export type StoreCardProps = StoreControlProps & {
  /** 'desktop' shows the 2.6 order-strip text; 'mobile' the 2.5 store-bar wording. */
  layout: 'desktop' | 'mobile';
};

/* One card shape for every state so the row never jumps while the provider resolves. */
const Card = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.ink};
  text-align: left;
  cursor: pointer;
  transition: box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  /* No store yet: the card turns into the page's strongest call to action. */
  &[data-kind='select'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
  &[data-kind='select']:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
  & > svg {
    flex: none;
    margin-left: auto;
  }
`;

const Medallion = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  [data-kind='select'] > & {
    background: ${({ theme }) => theme.color.onBrand};
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Eyebrow = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Main = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
  [data-kind='select'] & {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  [data-layout='mobile'] & {
    -webkit-line-clamp: 1;
  }
`;

/* Names the card's action on desktop, where the chevron alone reads as decoration. */
const Change = styled.span`
  flex: none;
  margin-left: auto;
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
  & + svg {
    margin-left: -6px;
  }
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  & > div {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 6px;
  }
`;

/**
 * The order strip of spec 2.6 drawn as a card: the store-first header's primary element.
 * Loading shows a skeleton, no store shows "Select a Store" as a filled call to action, a chosen
 * store shows its order-type wording and opens the store-preference drawer.
 */
export function StoreCard({ area, layout, onSelectStore, onOpenStorePreference }: StoreCardProps) {
  const Chevron = layout === 'desktop' ? ChevronDownIcon : ChevronRightIcon;
  if (area.kind === 'loading') {
    return (
      <Loading role="status" aria-label="Loading store">
        <Skeleton width={36} height={36} shape="pill" />
        <div>
          <Skeleton width="45%" height={10} />
          <Skeleton width="85%" height={14} />
        </div>
      </Loading>
    );
  }
  if (area.kind === 'select') {
    return (
      <Card type="button" data-kind="select" data-layout={layout} onClick={onSelectStore}>
        <Medallion aria-hidden="true">
          <StoreIcon size={20} />
        </Medallion>
        <Main>Select a Store</Main>
        <Chevron size={18} />
      </Card>
    );
  }
  return (
    <Card
      type="button"
      data-kind="selected"
      data-layout={layout}
      onClick={onOpenStorePreference}
      title={layout === 'desktop' ? area.text : `${area.mobileLabel} ${area.mobilePlace}`}
    >
      <Medallion aria-hidden="true">
        <PinIcon size={20} />
      </Medallion>
      {layout === 'desktop' ? (
        <>
          <Main>{area.text}</Main>
          <Change>Change</Change>
        </>
      ) : (
        <Lines>
          <Eyebrow>{area.mobileLabel}</Eyebrow>
          <Main>{area.mobilePlace}</Main>
        </Lines>
      )}
      <Chevron size={18} />
    </Card>
  );
}
