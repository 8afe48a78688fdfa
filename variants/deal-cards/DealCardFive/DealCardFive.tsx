/**
 * Deal Card Five — the spec's default deal card (2.15, §9): a banner on top, the name and the
 * optional description, and one full-width button. The whole card is a single click target (the
 * button's link is stretched over it), so it suits touch carousels (1.1 per view) and grids alike;
 * pick it when deal banners carry the message and the card should stay calm around them.
 */
import { useId } from 'react';
import { ChevronRightIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
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
  const nameId = useId();

  if (loading) {
    return (
      <Card aria-busy="true" data-loading="true" data-deal-card="five">
        <VisuallyHidden>Loading deal</VisuallyHidden>
        <Media>
          <Skeleton shape="block" height="100%" />
        </Media>
        <SkeletonLines>
          <Skeleton width="85%" height="1.25em" />
          <Skeleton width="55%" height="1.25em" />
          <Skeleton width="70%" />
        </SkeletonLines>
        <Skeleton shape="pill" height={44} />
      </Card>
    );
  }

  return (
    <Card aria-labelledby={nameId} data-deal-card="five">
      <Media>
        <img
          src={deal.image.src}
          alt={deal.image.alt}
          width="600"
          height="300"
          loading="lazy"
          decoding="async"
        />
      </Media>
      <Body>
        <Name id={nameId}>{deal.name}</Name>
        {deal.description !== null && <Description>{deal.description}</Description>}
      </Body>
      {/* The name in the label makes each card's link unique in a screen reader's list of links;
          it starts with the visible text so voice control still finds it. */}
      <ShopLink
        to={deal.href}
        aria-label={`${deal.buttonLabel}: ${deal.name}`}
        onClick={() => onSelect?.()}
        data-variant="primary"
        data-size="md"
        data-full-width="true"
      >
        {deal.buttonLabel}
        <ChevronRightIcon size={18} />
      </ShopLink>
    </Card>
  );
}
