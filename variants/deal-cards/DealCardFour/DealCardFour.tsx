/**
 * Deal Card Four — an editorial card: the banner runs edge to edge, a round percent seal overlaps
 * its lower edge, and the action sits right-aligned in a ruled footer strip with a round arrow.
 * Quiet and magazine-like; pick it for premium or wellness-focused stores with strong artwork.
 */
import { useId } from 'react';
import { ChevronRightIcon, SvgIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { DealBanner } from '../parts/DealBanner';
import { dealLinkLabel } from '../parts/dealLinkLabel';
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
  const nameId = useId();

  if (loading) {
    return (
      <Card aria-busy="true" data-loading="true" data-deal-card="four">
        <VisuallyHidden>Loading deal</VisuallyHidden>
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
      </Card>
    );
  }

  return (
    <Card aria-labelledby={nameId} data-deal-card="four">
      <Media>
        <DealBanner image={deal.image} />
      </Media>
      <Body>
        <Seal aria-hidden="true">
          <PercentIcon />
        </Seal>
        <Name id={nameId}>{deal.name}</Name>
        {deal.description !== null && <Description>{deal.description}</Description>}
      </Body>
      <Footer>
        <ShopLink to={deal.href} aria-label={dealLinkLabel(deal)} onClick={() => onSelect?.()}>
          {deal.buttonLabel}
          <Arrow>
            <ChevronRightIcon size={18} />
          </Arrow>
        </ShopLink>
      </Footer>
    </Card>
  );
}
