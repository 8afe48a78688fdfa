import styled from 'styled-components';
import type { Special } from '../../../schemas';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { dealPromotion, useTrackPromotions } from '../../analytics/useTrackPromotions';
import type { DealLinkContext } from '../../rules/dealLink';
import { ItemListScript } from '../../seo/ItemListScript';
import { DealCardSkeleton, DealCardSlot } from '../../viewmodels/deals/DealCardSlot';
import { useDealCardMapper } from '../../viewmodels/deals/useDealCards';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
  }
`;

export type DealCardListProps = {
  specials: readonly Special[];
  loading: boolean;
  /** Where the cards are shown: their buttons lead where spec 2.15 says for this context. */
  context: DealLinkContext;
  label: string;
  /** Where the cards are, for analytics (`creative_slot`): `deals-page`, `brand-deals`… */
  slot: string;
  /** Give the list an h2 of its own (visually hidden) when the page has none above the cards. */
  heading?: boolean;
  skeletonCount?: number;
};

/** Deals as the site's deal card variant (dealsCardSettingsCMS; default Five, spec 2.15). */
export function DealCardList({
  specials,
  loading,
  context,
  label,
  slot,
  heading = false,
  skeletonCount = 3,
}: DealCardListProps) {
  const toCard = useDealCardMapper(context);
  const selectPromotion = useTrackPromotions(slot, loading ? null : specials.map(dealPromotion));
  if (loading) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading deals</VisuallyHidden>
        <Grid as="div" aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <DealCardSkeleton key={index} />
          ))}
        </Grid>
      </div>
    );
  }
  const cards = specials.map((special) => {
    const card = toCard(special);
    return {
      key: special.urlSlug || special.id,
      ...card,
      onSelect: () => {
        card.onSelect?.();
        selectPromotion(dealPromotion(special));
      },
    };
  });
  return (
    <>
      <ItemListScript items={cards.map(({ deal }) => deal)} />
      {/* Deal cards title themselves with h3: the page's h1 needs an h2 between them. */}
      {heading && <h2 className="visually-hidden">{label}</h2>}
      <Grid aria-label={label}>
        {cards.map(({ key, ...card }) => (
          <li key={key}>
            <DealCardSlot {...card} />
          </li>
        ))}
      </Grid>
    </>
  );
}
