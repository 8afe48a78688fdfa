import { lazy } from 'react';
import { trackDownload } from '../../registry/downloadsInFlight';
import styled from 'styled-components';
import { HydratingSuspense } from '../../hydration/HydratingSuspense';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useTodaysDealsProps } from './useTodaysDealsProps';

const TodaysDeals = lazy(() => trackDownload(import('../../../variants/todays-deals/TodaysDeals')));

/* Roughly the loaded section's size, so the page does not jump when the chunk arrives. */
const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 420px;
  padding: ${({ theme }) => theme.space.xl} 0;
  grid-template-rows: auto 1fr;
`;

function TodaysDealsPlaceholder() {
  return (
    <Placeholder aria-busy="true" data-todays-deals-placeholder="">
      <VisuallyHidden>Loading deals</VisuallyHidden>
      <Skeleton width="40%" height="1.75rem" />
      <Skeleton shape="block" height="100%" />
    </Placeholder>
  );
}

function ConnectedTodaysDeals() {
  return <TodaysDeals {...useTodaysDealsProps()} />;
}

/**
 * Today's deals (spec 2.15), ready to place on a page: the store's first 10 specials in the
 * site's deal card, todaysDealsCmsData's title and button. Following a deal closes the cart
 * sidebar, the menu drawer and the footer sheet, and resets the default-home-page flag.
 */
export function TodaysDealsSection() {
  return (
    <HydratingSuspense fallback={<TodaysDealsPlaceholder />}>
      <ConnectedTodaysDeals />
    </HydratingSuspense>
  );
}
