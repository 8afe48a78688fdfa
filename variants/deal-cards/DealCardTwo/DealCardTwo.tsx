/**
 * Deal Card Two — a compact row: the banner on the left, the name, a two-line description and a
 * soft "Shop now" chip on the right (stacking only in very narrow slots). Half the height of the
 * other cards; pick it when many deals are listed at once, such as long deals pages or sidebars.
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
  Row,
  ShopLink,
  SkeletonLines,
} from './DealCardTwo.styles';

export function DealCardTwo({ deal, loading, onSelect }: DealCardProps) {
  const skeleton = (
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
  );
  return (
    <DealCardFrame design="two" Card={Card} loading={loading} skeleton={skeleton}>
      {(nameId) => (
        <Row>
          <Media>
            <DealBanner image={deal.image} />
          </Media>
          <Body>
            <DealCopy deal={deal} nameId={nameId} Name={Name} Description={Description} />
            <ShopLink {...dealLinkProps(deal, onSelect)}>
              {deal.buttonLabel}
              <ChevronRightIcon size={16} />
            </ShopLink>
          </Body>
        </Row>
      )}
    </DealCardFrame>
  );
}
