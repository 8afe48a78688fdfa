/**
 * Deal Card One — a coupon ticket: the banner on a stub, a dashed tear-off line with notches,
 * then the centred name, description and an outlined "Shop now" pill. Reads as a printed coupon;
 * pick it when deals are one-off offers and the retailer wants a playful, promotional feel.
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
  SkeletonBody,
  SkeletonButton,
  Stub,
  Ticket,
} from './DealCardOne.styles';

export function DealCardOne({ deal, loading, onSelect }: DealCardProps) {
  const nameId = useId();

  if (loading) {
    return (
      <Card aria-busy="true" data-loading="true" data-deal-card="one">
        <VisuallyHidden>Loading deal</VisuallyHidden>
        <Ticket>
          <Stub>
            <Media>
              <Skeleton shape="block" height="100%" />
            </Media>
          </Stub>
          <SkeletonBody>
            <Skeleton width="80%" height="1.25em" />
            <Skeleton width="60%" />
            <Skeleton width="70%" />
            <SkeletonButton>
              <Skeleton shape="pill" height={44} />
            </SkeletonButton>
          </SkeletonBody>
        </Ticket>
      </Card>
    );
  }

  return (
    <Card aria-labelledby={nameId} data-deal-card="one">
      <Ticket>
        <Stub>
          <Media>
            <DealBanner image={deal.image} />
          </Media>
        </Stub>
        <Body>
          <Name id={nameId}>{deal.name}</Name>
          {deal.description !== null && <Description>{deal.description}</Description>}
          <ShopLink to={deal.href} aria-label={dealLinkLabel(deal)} onClick={() => onSelect?.()}>
            {deal.buttonLabel}
            <ChevronRightIcon size={18} />
          </ShopLink>
        </Body>
      </Ticket>
    </Card>
  );
}
