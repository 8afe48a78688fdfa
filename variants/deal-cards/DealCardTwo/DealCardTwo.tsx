/**
 * Deal Card Two — a compact row: the banner on the left, the name, a two-line description and a
 * soft "Shop now" chip on the right (stacking only in very narrow slots). Half the height of the
 * other cards; pick it when many deals are listed at once, such as long deals pages or sidebars.
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
  Row,
  ShopLink,
  SkeletonLines,
} from './DealCardTwo.styles';

export function DealCardTwo({ deal, loading, onSelect }: DealCardProps) {
  const nameId = useId();

  if (loading) {
    return (
      <Card aria-busy="true" data-loading="true" data-deal-card="two">
        <VisuallyHidden>Loading deal</VisuallyHidden>
        <Row>
          <Media>
            <Skeleton shape="block" height="100%" />
          </Media>
          <Body>
            <SkeletonLines>
              <Skeleton width="90%" height="1.1em" />
              <Skeleton width="75%" />
            </SkeletonLines>
            <Skeleton shape="pill" width={112} height={44} />
          </Body>
        </Row>
      </Card>
    );
  }

  return (
    <Card aria-labelledby={nameId} data-deal-card="two">
      <Row>
        <Media>
          <DealBanner image={deal.image} />
        </Media>
        <Body>
          <Name id={nameId}>{deal.name}</Name>
          {deal.description !== null && <Description>{deal.description}</Description>}
          <ShopLink to={deal.href} aria-label={dealLinkLabel(deal)} onClick={() => onSelect?.()}>
            {deal.buttonLabel}
            <ChevronRightIcon size={16} />
          </ShopLink>
        </Body>
      </Row>
    </Card>
  );
}
