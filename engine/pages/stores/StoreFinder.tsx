import { useId } from 'react';
import StorePicker from '../../../variants/store-picker/StorePicker';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { CLOSEST_STORE_MAX_DISTANCE, DEFAULT_MAP_LOCATION } from '../../api/closestStore';
import { useRetailers } from '../../api/hooks';
import { useClosestStores } from '../../api/useClosestStores';
import { retailerIdOf } from '../../rules/storeCard';
import { useStorePickerProps } from '../../viewmodels/storeSelection/useStorePickerProps';
import { PageFrame } from '../frame/PageFrame';
import { MapPanel } from './MapPanel';
import { coordinatesOf, milesBetween } from './storePageData';
import { Aside, FinderLayout, Note } from './stores.styles';

const NO_STORES: never[] = [];
/** Pins beyond the nearest few crowd the panel without helping anyone choose. */
const MAX_PINS = 8;

/**
 * /find-a-dispensary: the store picker (spec 2.11) beside a map panel centred on the shopper
 * (spec 7.2) or, while the position is unknown, on the default map location (§9).
 */
export function StoreFinder() {
  const headingId = useId();
  const closest = useClosestStores();
  const nearby = closest.data?.retailers ?? NO_STORES;
  const picker = useStorePickerProps(nearby);
  const retailers = useRetailers();
  const known = [...nearby, ...(retailers.data?.items ?? [])];
  const location = closest.data?.location ?? null;
  const centre = location ?? DEFAULT_MAP_LOCATION;
  // Only stores in the closest-store radius: far ones would shrink the panel to a continent.
  const places = (picker.content.kind === 'stores' ? picker.content.stores : [])
    .flatMap((card) => {
      const retailer = known.find((r) => retailerIdOf(r) === card.id);
      const at = retailer === undefined ? null : coordinatesOf(retailer);
      return at === null ? [] : [{ id: card.id, label: card.name, at }];
    })
    .filter((place) => milesBetween(centre, place.at) <= CLOSEST_STORE_MAX_DISTANCE)
    .slice(0, MAX_PINS);

  return (
    <PageFrame>
      <FinderLayout>
        <Aside aria-label="Map">
          <MapPanel
            centre={centre}
            centreLabel={location === null ? 'Default map location' : 'Your location'}
            places={places}
          />
          <Note>
            {location === null
              ? 'Allow location access to see the stores nearest to you first.'
              : 'Stores within 60 miles of you are listed first, nearest first.'}
          </Note>
        </Aside>
        <section aria-labelledby={headingId}>
          <VisuallyHidden as="h2" id={headingId}>
            Stores
          </VisuallyHidden>
          <StorePicker {...picker} headingLevel={3} />
        </section>
      </FinderLayout>
    </PageFrame>
  );
}
