// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { SpecialSchema } from '../../schemas';
import { captureEvents } from './eventCapture.testing';
import { dealPromotion, useTrackPromotions, type Promotion } from './useTrackPromotions';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

const events = captureEvents();

/** The cards' links, each reporting its deal when followed. */
function Deals({ promotions }: { promotions: readonly Promotion[] | null }) {
  const select = useTrackPromotions('deals-page', promotions);
  return (promotions ?? []).map((promotion) => (
    <a key={promotion.promotion_id} href="#deal" onClick={() => select(promotion)}>
      {promotion.promotion_name}
    </a>
  ));
}

const bogo = dealPromotion(
  SpecialSchema.parse({
    id: 's-1',
    name: 'BOGO',
    urlSlug: 'bogo',
    menuDisplayConfiguration: { name: 'Buy one, get one' },
  }),
);
const happyHour = dealPromotion(SpecialSchema.parse({ id: 's-2', name: 'Happy hour' }));

it('reads a deal as its slug (else its id) and the name its card shows', () => {
  expect(bogo).toEqual({ promotion_id: 'bogo', promotion_name: 'Buy one, get one' });
  expect(happyHour).toEqual({ promotion_id: 's-2', promotion_name: 'Happy hour' });
});

it('tracks view_promotion once per deal shown, select_promotion per deal followed', async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  const show = (promotions: readonly Promotion[] | null) =>
    act(async () => root.render(<Deals promotions={promotions} />));
  await show(null);
  await show([bogo, happyHour]);
  await show([{ ...bogo }, { ...happyHour }]);
  expect(events.map(({ name, params }) => ({ name, params }))).toEqual([
    { name: 'view_promotion', params: { ...bogo, creative_slot: 'deals-page' } },
    { name: 'view_promotion', params: { ...happyHour, creative_slot: 'deals-page' } },
  ]);

  act(() => container.querySelectorAll('a')[1]?.click());
  expect(events[2]).toMatchObject({
    name: 'select_promotion',
    params: { ...happyHour, creative_slot: 'deals-page' },
  });

  // Another store's deals are a new set shown.
  await show([happyHour]);
  expect(events).toHaveLength(4);
  act(() => root.unmount());
});
