/**
 * Deal Card Three — a dark poster: the banner inset on an ink card, a large light name, and a
 * square accent-coloured button with the arrow pushed to the edge. High contrast that stands out
 * on a light page; pick it for stores with a bold, nightlife-style brand or to spotlight one deal.
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
} from './DealCardThree.styles';

export function DealCardThree({ deal, loading, onSelect }: DealCardProps) {
  const skeleton = (
    <>
      <Media>
        <Skeleton shape="block" height="100%" />
      </Media>
      <SkeletonLines>
        <Skeleton width="85%" height="1.4em" />
        <Skeleton width="65%" />
        <Skeleton width="75%" />
      </SkeletonLines>
      <SkeletonLines>
        <Skeleton shape="block" height={48} />
      </SkeletonLines>
    </>
  );
  return (
    <DealCardFrame design="three" Card={Card} loading={loading} skeleton={skeleton}>
      {(nameId) => (
        <>
          <Media>
            <DealBanner image={deal.image} />
          </Media>
          <Body>
            <DealCopy deal={deal} nameId={nameId} Name={Name} Description={Description} />
          </Body>
          <ShopLink {...dealLinkProps(deal, onSelect)}>
            {deal.buttonLabel}
            <ChevronRightIcon size={20} />
          </ShopLink>
        </>
      )}
    </DealCardFrame>
  );
}
