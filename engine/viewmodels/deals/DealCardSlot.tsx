import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { HydratingSuspense } from '../../hydration/HydratingSuspense';
import { SKELETON_DEAL } from '../../../variants/deal-cards/skeletonDeal';
import type { DealCardProps } from '../../../variants/deal-cards/types';
import { dealCardRegistry } from '../../registry/dealCards';
import { useLayoutChoice } from '../../site/SiteConfigProvider';

/** Holds the card's place while the chosen variant's chunk downloads. */
const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  min-height: 320px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  grid-template-rows: auto 1fr auto;
`;

const Banner = styled.div`
  aspect-ratio: 2 / 1;
`;

function DealCardPlaceholder() {
  return (
    <Placeholder aria-busy="true" data-deal-card-placeholder="">
      <VisuallyHidden>Loading deal</VisuallyHidden>
      <Banner>
        <Skeleton shape="block" height="100%" />
      </Banner>
      <Skeleton width="70%" height="1.25em" />
      <Skeleton shape="pill" height={44} />
    </Placeholder>
  );
}

/**
 * The site's deal card (dealsCardSettingsCMS → layout.dealCard; no flag → Five, spec 2.15), lazy
 * as its own chunk. Give it props from useDealCardMapper, or `loading` for a skeleton card.
 */
export function DealCardSlot(props: DealCardProps) {
  const Card = dealCardRegistry[useLayoutChoice('dealCard')];
  return (
    <HydratingSuspense fallback={<DealCardPlaceholder />}>
      <Card {...props} />
    </HydratingSuspense>
  );
}

/** A skeleton card of the site's variant (spec 2.15: shown while the CMS settings load). */
export function DealCardSkeleton() {
  return <DealCardSlot deal={SKELETON_DEAL} loading />;
}
