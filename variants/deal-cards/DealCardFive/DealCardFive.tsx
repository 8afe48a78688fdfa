/**
 * Deal Card Five — the spec's default deal card (2.15, §9): a banner on top, the name and the
 * optional description, and one full-width button. The whole card is a single click target (the
 * button's link is stretched over it), so it suits touch carousels (1.1 per view) and grids alike;
 * pick it when deal banners carry the message and the card should stay calm around them.
 */
import { ChevronRightIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { DealBanner } from '../parts/DealBanner';
import { DealCardFrame } from '../parts/DealCardFrame';
import { DealCopy } from '../parts/DealCopy';
import { dealLinkProps } from '../parts/dealLinkLabel';
import type { DealCardProps } from '../types';
import {
  Body,
  Card,
  Description,
  Media,
  Name,
  ShopLink,
  SkeletonLines,
} from './DealCardFive.styles';

export function DealCardFive({ deal, loading, onSelect }: DealCardProps) {
  const skeleton = (
    <>
      <Media>
        <Skeleton shape="block" height="100%" />
      </Media>
      <SkeletonLines>
        <Skeleton width="85%" height="1.25em" />
        <Skeleton width="55%" height="1.25em" />
        <Skeleton width="70%" />
      </SkeletonLines>
      <Skeleton shape="pill" height={44} />
    </>
  );
  return (
    <DealCardFrame design="five" Card={Card} loading={loading} skeleton={skeleton}>
      {(nameId) => (
        <>
          <Media>
            <DealBanner image={deal.image} />
          </Media>
          <Body>
            <DealCopy deal={deal} nameId={nameId} Name={Name} Description={Description} />
          </Body>
          <ShopLink
            {...dealLinkProps(deal, onSelect)}
            data-variant="primary"
            data-size="md"
            data-full-width="true"
          >
            {deal.buttonLabel}
            <ChevronRightIcon size={18} />
          </ShopLink>
        </>
      )}
    </DealCardFrame>
  );
}
