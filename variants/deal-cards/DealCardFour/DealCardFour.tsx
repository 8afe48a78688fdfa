/**
 * Deal Card Four — an editorial card: the banner runs edge to edge, a round percent seal overlaps
 * its lower edge, and the action sits right-aligned in a ruled footer strip with a round arrow.
 * Quiet and magazine-like; pick it for premium or wellness-focused stores with strong artwork.
 */
import { ChevronRightIcon, SvgIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { DealBanner } from '../parts/DealBanner';
import { DealCardFrame } from '../parts/DealCardFrame';
import { DealCopy } from '../parts/DealCopy';
import { dealLinkProps } from '../parts/dealLinkLabel';
import type { DealCardProps } from '../types';
import {
  Arrow,
  Body,
  Card,
  Description,
  Footer,
  Media,
  Name,
  Seal,
  ShopLink,
  SkeletonLines,
} from './DealCardFour.styles';

const PercentIcon = () => (
  <SvgIcon size={22} strokeWidth={2.2}>
    <path d="M19 5 5 19" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </SvgIcon>
);

export function DealCardFour({ deal, loading, onSelect }: DealCardProps) {
  const skeleton = (
    <>
      <Media>
        <Skeleton shape="text" height="100%" />
      </Media>
      <SkeletonLines>
        <Skeleton width="80%" height="1.25em" />
        <Skeleton width="90%" />
        <Skeleton width="60%" />
      </SkeletonLines>
      <Footer>
        <Skeleton shape="pill" width={132} height={44} />
      </Footer>
    </>
  );
  return (
    <DealCardFrame design="four" Card={Card} loading={loading} skeleton={skeleton}>
      {(nameId) => (
        <>
          <Media>
            <DealBanner image={deal.image} />
          </Media>
          <Body>
            <Seal aria-hidden="true">
              <PercentIcon />
            </Seal>
            <DealCopy deal={deal} nameId={nameId} Name={Name} Description={Description} />
          </Body>
          <Footer>
            <ShopLink {...dealLinkProps(deal, onSelect)}>
              {deal.buttonLabel}
              <Arrow>
                <ChevronRightIcon size={18} />
              </Arrow>
            </ShopLink>
          </Footer>
        </>
      )}
    </DealCardFrame>
  );
}
