import { Button } from '../../../ui/Button';
import { PinIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { SELECTOR_TEXT } from '../../../variants/retailer-selectors/parts';
import { ClockIcon, PhoneIcon } from '../../../variants/retailer-selectors/parts/icons';
import { telHref } from '../../../variants/retailer-selectors/parts/telHref';
import { DEFAULT_MAP_LOCATION } from '../../api/closestStore';
import { useRetailer } from '../../api/hooks';
import { storeCardData } from '../../rules/storeCardData';
import { useStoreCardContext } from '../../viewmodels/storeSelection/useStoreCardContext';
import { useRunningStoreSwitch } from '../../viewmodels/storeSelection/storeSwitch';
import { startStoreSwitch } from '../../viewmodels/storeSelection/storeSwitchRuntime';
import { useNow } from '../../viewmodels/storeSelection/clock';
import { storeJsonLd } from '../../seo/storeJsonLd';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useSiteOrigin } from '../../site/siteOrigin';
import { PageFrame } from '../frame/PageFrame';
import { MapPanel } from './MapPanel';
import * as S from './StoreDetails.styles';
import { coordinatesOf, weeklyHours } from './storePageData';

function DetailsSkeleton() {
  return (
    <S.Layout role="status" aria-label="Loading store details">
      <S.Panel as="div">
        <Skeleton width="60%" height={28} />
        <Skeleton width="80%" height={14} />
        <Skeleton width="45%" height={14} />
        <Skeleton width={180} height={40} shape="pill" />
      </S.Panel>
      <Skeleton width="100%" height={260} />
    </S.Layout>
  );
}

/**
 * /store-details/{x} and /{retailer urlSlug or id}: the store's address, phone, hours (spec 4.10
 * plus the week), its menu-type buttons (spec 2.11, 4.3) and a map panel that works offline.
 */
export function StoreDetails({ idOrSlug }: { idOrSlug: string }) {
  const retailer = useRetailer(idOrSlug);
  const card = useStoreCardContext();
  const actor = useRunningStoreSwitch(startStoreSwitch);
  const now = useNow();
  const origin = useSiteOrigin();
  const logo = useSiteSettings('headerWidgetCmsData').logo;

  if (retailer.isPending) {
    return (
      <PageFrame description="" head={{ provisional: true }}>
        <DetailsSkeleton />
      </PageFrame>
    );
  }
  if (retailer.data === null || retailer.data === undefined) {
    return (
      <PageFrame description="" head={retailer.data === null ? { status: 404 } : {}}>
        <S.Missing role="status">
          <p>We could not find that store. It may have moved or closed.</p>
          <S.TextLink to="/find-a-dispensary">Find a Dispensary</S.TextLink>
          <S.TextLink to="/store-directory">Store Directory</S.TextLink>
        </S.Missing>
      </PageFrame>
    );
  }

  const store = retailer.data;
  const data = storeCardData(store, { ...card, now });
  const at = coordinatesOf(store);
  const special = store.specialHours;

  return (
    <PageFrame
      title={data.name}
      description=""
      head={{
        description: `${data.name}, ${data.address}: pickup hours, phone and menus.`,
        jsonLd: [storeJsonLd(store, origin, { image: logo })],
      }}
    >
      <S.Layout>
        <S.Column>
          <S.Panel aria-labelledby="store-shop">
            <h2 id="store-shop">Shop this store</h2>
            {data.closedNotice && (
              <S.Status data-closed="true">{SELECTOR_TEXT.storeClosed}</S.Status>
            )}
            <S.Facts>
              <li>
                <PinIcon size={16} />
                <span>{data.address}</span>
              </li>
              {data.phone !== null && (
                <li>
                  <PhoneIcon />
                  <a href={telHref(data.phone) ?? undefined}>
                    {`${SELECTOR_TEXT.callPrefix}${data.phone}`}
                  </a>
                </li>
              )}
              <li>
                <ClockIcon />
                <span>{data.hoursText}</span>
              </li>
            </S.Facts>
            <S.Buttons>
              {data.buttons.map((button) => (
                <Button
                  key={button.menuType}
                  variant={
                    data.buttons.length > 1 && button.menuType === 'MEDICAL'
                      ? 'secondary'
                      : 'primary'
                  }
                  disabled={data.disabled}
                  aria-busy={button.loading || undefined}
                  onClick={() =>
                    actor.send({
                      type: 'STORE.CHOOSE',
                      retailerId: data.id,
                      menuType: button.menuType,
                      from: 'card',
                    })
                  }
                >
                  {button.loading ? SELECTOR_TEXT.buttonLoading : button.label}
                </Button>
              ))}
            </S.Buttons>
          </S.Panel>
          <S.Panel aria-labelledby="store-hours">
            <h2 id="store-hours">Pickup hours</h2>
            {special !== null && special.name.trim() !== '' && (
              <S.Special>
                {`Special Hours: ${special.name}`}
                {special.start !== '' &&
                  special.end !== '' &&
                  ` (${special.start} - ${special.end})`}
              </S.Special>
            )}
            <S.Hours>
              <tbody>
                {weeklyHours(store, now.day()).map((row) => (
                  <tr key={row.day} data-today={row.today}>
                    <th scope="row">{row.today ? `${row.day} (today)` : row.day}</th>
                    <td>{row.text}</td>
                  </tr>
                ))}
              </tbody>
            </S.Hours>
          </S.Panel>
        </S.Column>
        <MapPanel
          centre={at ?? DEFAULT_MAP_LOCATION}
          centreLabel={at === null ? 'Approximate area' : data.name}
          centreIsStore={at !== null}
          note={data.address}
        />
      </S.Layout>
    </PageFrame>
  );
}
