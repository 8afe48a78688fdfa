// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ProductSchema, type ProductCreative } from '../../schemas';
import { captureEvents } from '../analytics/eventCapture.testing';
import {
  bannerAdPromotion,
  bannerCreativeOf,
  createAdCardTracker,
  productAdPromotion,
} from './adPromotion';

const events = captureEvents();

const creative: ProductCreative = {
  kind: 'product',
  adId: 'ad-z1-p1',
  product: ProductSchema.parse({
    id: 'p-1',
    slug: 'blue-dream',
    productName: 'Blue Dream',
    price: 35,
  }),
};
const card = { slot: 'listing-sponsored-card', widget: 'product-card' } as const;

describe('bannerCreativeOf', () => {
  it.each([
    [
      'a brand creative first',
      [{ kind: 'brand', adId: 'ad-1', headline: 'North Star' }],
      { adId: 'ad-1', headline: 'North Star' },
    ],
    ['no headline', [{ kind: 'brand', adId: 'ad-1' }], { adId: 'ad-1', headline: '' }],
    ['a product creative first', [{ kind: 'product', adId: 'ad-1' }], null],
    ['no ad id', [{ kind: 'brand', adId: '' }], null],
    ['no creatives', [], null],
    ['not a list', { kind: 'brand', adId: 'ad-1' }, null],
  ])('%s', (_, creatives, expected) => {
    expect(bannerCreativeOf(creatives)).toEqual(expected);
  });
});

it('names the ad, its creative and its placement', () => {
  expect(productAdPromotion(creative, card, 0)).toEqual({
    promotion_id: 'ad-z1-p1',
    promotion_name: 'Sponsored product',
    creative_name: 'Blue Dream',
    creative_slot: 'listing-sponsored-card',
    items: [{ item_id: 'p-1', item_name: 'Blue Dream', price: 35, index: 0 }],
  });
  expect(
    bannerAdPromotion(
      { adId: 'ad-1', headline: 'North Star' },
      { slot: 'home-banner', widget: 'banner' },
    ),
  ).toEqual({
    promotion_id: 'ad-1',
    promotion_name: 'Sponsored banner',
    creative_name: 'North Star',
    creative_slot: 'home-banner',
  });
});

it('tracks a card as the provider does: one view per ad, every click', () => {
  const trackCard = createAdCardTracker();
  const element = document.createElement('div');
  const promotion = productAdPromotion(creative, card, 0);
  // A ref callback attaches the same card again on every render.
  trackCard(element, promotion);
  trackCard(element, promotion);
  trackCard(document.createElement('div'), promotion);
  expect(events.map((event) => event.name)).toEqual(['view_promotion']);
  element.click();
  element.click();
  expect(events.map((event) => event.name)).toEqual([
    'view_promotion',
    'select_promotion',
    'select_promotion',
  ]);
  expect(events[1]?.params).toEqual(promotion);
});
