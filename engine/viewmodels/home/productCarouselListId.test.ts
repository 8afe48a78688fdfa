import { expect, it } from 'vitest';
import { productCarouselListId } from './productCarouselData';

it.each([
  ['trending', {}, 'home:trending'],
  ['new', {}, 'home:new'],
  ['onSale', { specialSlug: 'bogo' }, 'home:onSale:bogo'],
  ['category', { categories: ['PRE_ROLLS'] }, 'home:category:PRE_ROLLS'],
  ['brand', { brandIds: ['b-1'] }, 'home:brand:b-1'],
] as const)('a %s carousel is the list %s', (source, filter, id) => {
  expect(productCarouselListId(source, filter)).toBe(id);
});
