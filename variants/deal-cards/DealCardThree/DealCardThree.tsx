/**
 * Deal Card Three — a dark poster: the banner inset on an ink card, a large light name, and a
 * square accent-coloured button with the arrow pushed to the edge. High contrast that stands out
 * on a light page; pick it for stores with a bold, nightlife-style brand or to spotlight one deal.
 */
import { useId } from 'react';
import { ChevronRightIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { DealBanner } from '../parts/DealBanner';
import { dealLinkLabel } from '../parts/dealLinkLabel';
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
  const nameId = useId();

  if (loading) {
    return (
      <Card aria-busy="true" data-loading="true" data-deal-card="three">
        <VisuallyHidden>Loading deal</VisuallyHidden>
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
      </Card>
    );
  }

  return (
    <Card aria-labelledby={nameId} data-deal-card="three">
      <Media>
        <DealBanner image={deal.image} />
      </Media>
      <Body>
        <Name id={nameId}>{deal.name}</Name>
        {deal.description !== null && <Description>{deal.description}</Description>}
      </Body>
      <ShopLink to={deal.href} aria-label={dealLinkLabel(deal)} onClick={() => onSelect?.()}>
        {deal.buttonLabel}
        <ChevronRightIcon size={20} />
      </ShopLink>
    </Card>
  );
}
