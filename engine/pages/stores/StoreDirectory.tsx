import { Link } from 'react-router';
import { Chip } from '../../../ui/Chip';
import { StoreList } from '../../../variants/retailer-selectors/parts';
import type { StoreMenuType } from '../../../variants/retailer-selectors/types';
import { useRetailers } from '../../api/hooks';
import { storeDetailsHref } from '../../rules/storeCard';
import { storeCardData } from '../../rules/storeCardData';
import { ItemListScript } from '../../seo/ItemListScript';
import { stateName } from '../../rules/storeSearch';
import { useStoreCardContext } from '../../viewmodels/storeSelection/useStoreCardContext';
import { useRunningStoreSwitch } from '../../viewmodels/storeSelection/storeSwitch';
import { startStoreSwitch } from '../../viewmodels/storeSelection/storeSwitchRuntime';
import { useNow } from '../../viewmodels/storeSelection/clock';
import { PageFrame } from '../frame/PageFrame';
import { STATE_DIRECTORIES, directoryGroups } from './storePageData';
import { CardGrid, Section, StateNav } from './stores.styles';

/**
 * /store-directory (every state) and /mi, /az, /co, /ar (one state): the stores grouped under
 * their state, as store cards whose buttons open that store's menu (spec 2.1, 2.11, 4.3).
 */
export function StoreDirectory({ stateCode }: { stateCode: string | null }) {
  const retailers = useRetailers();
  const card = useStoreCardContext();
  const actor = useRunningStoreSwitch(startStoreSwitch);
  const onChooseStore = (retailerId: string, menuType: StoreMenuType) =>
    actor.send({ type: 'STORE.CHOOSE', retailerId, menuType, from: 'card' });
  const now = useNow();
  const groups = directoryGroups(retailers.data?.items ?? [], stateCode);
  const title = stateCode === null ? undefined : `Store Directory: ${stateName(stateCode)}`;

  return (
    <PageFrame title={title}>
      <StateNav aria-label="Store directories by state">
        <ul>
          <li>
            <Chip
              as={Link}
              to="/store-directory"
              aria-current={stateCode === null ? 'page' : undefined}
            >
              All states
            </Chip>
          </li>
          {STATE_DIRECTORIES.map((code) => (
            <li key={code}>
              <Chip
                as={Link}
                to={`/${code.toLowerCase()}`}
                aria-current={stateCode === code ? 'page' : undefined}
              >
                {stateName(code)}
              </Chip>
            </li>
          ))}
        </ul>
      </StateNav>
      {retailers.isPending ? (
        <Section aria-label="Stores">
          <CardGrid>
            <StoreList content={{ kind: 'loading' }} onChooseStore={onChooseStore} />
          </CardGrid>
        </Section>
      ) : groups.length === 0 ? (
        <StoreList content={{ kind: 'noStores' }} onChooseStore={onChooseStore} />
      ) : (
        <>
          <ItemListScript
            items={groups.flatMap((group) =>
              group.stores.map((retailer) => ({
                name: retailer.name.trim() || retailer.retailerName.trim(),
                href: storeDetailsHref(retailer),
              })),
            )}
          />
          {groups.map((group) => (
            <Section key={group.code} aria-labelledby={`directory-${group.code}`}>
              <h2 id={`directory-${group.code}`}>{group.name}</h2>
              <CardGrid>
                <StoreList
                  content={{
                    kind: 'stores',
                    stores: group.stores.map((retailer) =>
                      storeCardData(retailer, { ...card, now }),
                    ),
                  }}
                  onChooseStore={onChooseStore}
                />
              </CardGrid>
            </Section>
          ))}
        </>
      )}
    </PageFrame>
  );
}
