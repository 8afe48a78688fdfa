/**
 * Deal Card One — a coupon ticket: the banner on a stub, a dashed tear-off line with notches,
 * then the centred name, description and an outlined "Shop now" pill. Reads as a printed coupon;
 * pick it when deals are one-off offers and the retailer wants a playful, promotional feel.
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
  SkeletonBody,
  SkeletonButton,
  Stub,
  Ticket,
} from './DealCardOne.styles';

export function DealCardOne({ deal, loading, onSelect }: DealCardProps) {
  const skeleton = (
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
  );
  return (
    <DealCardFrame design="one" Card={Card} loading={loading} skeleton={skeleton}>
      {(nameId) => (
        <Ticket>
          <Stub>
            <Media>
              <DealBanner image={deal.image} />
            </Media>
          </Stub>
          <Body>
            <DealCopy deal={deal} nameId={nameId} Name={Name} Description={Description} />
            <ShopLink {...dealLinkProps(deal, onSelect)}>
              {deal.buttonLabel}
              <ChevronRightIcon size={18} />
            </ShopLink>
          </Body>
        </Ticket>
      )}
    </DealCardFrame>
  );
}
