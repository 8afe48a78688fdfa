import { Suspense } from 'react';
import { retailerSelectorRegistry } from '../registry/retailerSelectors';
import { useLayoutChoice } from '../site/SiteConfigProvider';
import { useRetailerSelectorProps } from '../viewmodels/storeSelection/useRetailerSelectorProps';

/** The selector with its view-model (retailers, cards, tabs): one lazy chunk. */
export default function ConnectedRetailerSelector() {
  const Selector = retailerSelectorRegistry[useLayoutChoice('retailerSelector')];
  const props = useRetailerSelectorProps();
  return (
    <Suspense fallback={null}>
      <Selector {...props} />
    </Suspense>
  );
}
