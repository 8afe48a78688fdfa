import type { ReactNode } from 'react';
import { HydrateOnView } from '../../hydration/HydrateOnView';
import { preloadVariant } from '../../registry/preloadable';
import type { LazyVariant } from '../../registry/types';

/**
 * A home section's drawing, for sections that may open the page: its view-model hydrates with
 * the page, its variant keeps the server's HTML until the shopper reaches for it or scrolls
 * toward it (the first screen comes without the variants' code). What it shows is its props:
 * once they differ from what the server drew (another store, the clock, refreshed data), the
 * variant loads at once and draws them.
 */
export function LateSectionVariant<P extends object>({
  variant: Variant,
  props,
  fallback,
}: {
  variant: LazyVariant<P>;
  props: P;
  fallback: ReactNode;
}) {
  return (
    <HydrateOnView
      load={() => preloadVariant(Variant)}
      fallback={fallback}
      until="scrolled"
      skipOffscreen
      // As JSON, functions drop out: the handlers are new each render, the data is what shows.
      shows={JSON.stringify(props)}
    >
      <Variant {...props} />
    </HydrateOnView>
  );
}
