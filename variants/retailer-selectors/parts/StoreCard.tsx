import { Button } from '../../../ui/Button';
import { PinIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import type { StoreCardData, StoreMenuType } from '../types';
import {
  Actions,
  Buttons,
  Card,
  ClosedNotice,
  DetailsLink,
  Distance,
  Facts,
  Fact,
  Name,
  SkeletonCard,
  Top,
} from './StoreCard.styles';
import { formatMiles } from './formatMiles';
import { ClockIcon, PhoneIcon } from './icons';
import { telHref } from './telHref';
import { SELECTOR_TEXT } from './texts';

export type StoreCardProps = {
  store: StoreCardData;
  /** Spec 2.11: a heading inside lists with their own heading; a paragraph where headings would clutter the outline. */
  nameAs?: 'heading' | 'paragraph';
  /** The heading level when nameAs is 'heading': one below the section the list sits in. */
  headingLevel?: 3 | 4;
  onChoose(storeId: string, menuType: StoreMenuType): void;
};

/**
 * One retailer as spec 2.11 describes it: name, distance, address, "Call : {phone}", hours, a
 * closed notice, "Store Details" and one button per menu type. Shared by every retailer selector
 * and the store finder, so the spec's card rules live in one place.
 */
export function StoreCard({
  store,
  nameAs = 'heading',
  headingLevel = 3,
  onChoose,
}: StoreCardProps) {
  const phoneHref = store.phone === null ? null : telHref(store.phone);
  const callText = store.phone === null ? null : `${SELECTOR_TEXT.callPrefix}${store.phone}`;
  // Beside a recreational button the medical one steps back, so each card has one main action.
  const secondaryMedical = store.buttons.length > 1;
  return (
    <Card>
      <Top>
        <Name as={nameAs === 'heading' ? `h${headingLevel}` : 'p'}>{store.name}</Name>
        {store.distanceMiles !== null && <Distance>{formatMiles(store.distanceMiles)}</Distance>}
      </Top>
      <Facts>
        <Fact>
          <PinIcon size={16} />
          <span>{store.address}</span>
        </Fact>
        {callText !== null && (
          <Fact>
            <PhoneIcon />
            {phoneHref === null ? <span>{callText}</span> : <a href={phoneHref}>{callText}</a>}
          </Fact>
        )}
        <Fact>
          <ClockIcon />
          <span>{store.hoursText}</span>
        </Fact>
      </Facts>
      {store.closedNotice && <ClosedNotice>{SELECTOR_TEXT.storeClosed}</ClosedNotice>}
      <Actions>
        <Buttons>
          {store.buttons.map((button) => (
            <Button
              key={button.menuType}
              size="sm"
              variant={secondaryMedical && button.menuType === 'MEDICAL' ? 'secondary' : 'primary'}
              disabled={store.disabled}
              aria-busy={button.loading || undefined}
              onClick={() => onChoose(store.id, button.menuType)}
            >
              {button.loading ? SELECTOR_TEXT.buttonLoading : button.label}
            </Button>
          ))}
        </Buttons>
        <DetailsLink to={store.detailsHref}>{SELECTOR_TEXT.storeDetails}</DetailsLink>
      </Actions>
    </Card>
  );
}

/** The card's shape while retailers load; the list around it announces the loading state. */
export function StoreCardSkeleton() {
  return (
    <SkeletonCard aria-hidden="true">
      <Top>
        <Skeleton width="55%" height={18} />
        <Skeleton width={72} height={14} shape="pill" />
      </Top>
      <Skeleton width="85%" height={12} />
      <Skeleton width="45%" height={12} />
      <Skeleton width="60%" height={12} />
      <Skeleton width={152} height={32} shape="pill" />
    </SkeletonCard>
  );
}
