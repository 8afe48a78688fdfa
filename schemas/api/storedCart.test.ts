import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_CEILING } from '../constants';
import { StoredCartListSchema } from './cart';

const good = {
  productId: 'p1',
  product: { slug: 'p1', image: '', name: 'P1', category: 'FLOWER' },
  option: '1g',
  quantity: 2,
  maxQuantity: 20,
  price: 10,
  specialDiscount: null,
};

/** As the browser hands it over: JSON text, so 1e999 arrives as Infinity. */
const read = (text: string) => StoredCartListSchema.parse(JSON.parse(text));

describe('StoredCartListSchema (stored cart values are not trusted)', () => {
  it('bounds a hostile maximum by the ceiling and the quantity by the maximum', () => {
    const [line] = read(JSON.stringify([{ ...good, maxQuantity: 1e9, quantity: 1e9 }]));
    expect(line?.maxQuantity).toBe(MAX_QUANTITY_CEILING);
    expect(line?.quantity).toBe(MAX_QUANTITY_CEILING);
  });

  it.each([
    [{ quantity: -5 }, 1, 20],
    [{ quantity: 2.7 }, 2, 20],
    [{ quantity: 30 }, 20, 20],
    [{ quantity: 8, maxQuantity: 5 }, 5, 5],
    [{ maxQuantity: 0 }, 2, 20],
    [{ maxQuantity: -3 }, 2, 20],
    [{ maxQuantity: 6.9 }, 2, 6],
    [{ maxQuantity: 50, quantity: 40 }, 40, 50],
  ])('repairs %o to quantity %s of %s', (patch, quantity, maxQuantity) => {
    expect(read(JSON.stringify([{ ...good, ...patch }]))).toEqual([
      { ...good, quantity, maxQuantity },
    ]);
  });

  it('drops only the unusable lines: negative, infinite or missing price, non-number quantities', () => {
    const text = `[${[
      JSON.stringify({ ...good, productId: 'neg', price: -1 }),
      JSON.stringify({ ...good, productId: 'nan', quantity: 'NaN' }),
      JSON.stringify({ ...good, productId: 'null', quantity: null }),
      JSON.stringify({ ...good, productId: 'max', maxQuantity: null }),
      '{"productId":"inf","option":"1g","price":1e999}',
      '{"productId":"big","option":"1g","price":1,"maxQuantity":1e999}',
      JSON.stringify({ ...good, productId: 'noprice', price: undefined }),
      '"not a line"',
      'null',
      JSON.stringify(good),
    ].join(',')}]`;
    expect(read(text).map((line) => line.productId)).toEqual(['p1']);
  });

  it.each([
    [100, 100],
    [-5, null],
    ['100mg', null],
    [undefined, undefined],
  ])('reads THC per package %j as %j, keeping the line', (thcMg, expected) => {
    const [line] = read(JSON.stringify([{ ...good, product: { ...good.product, thcMg } }]));
    expect(line?.productId).toBe('p1');
    expect(line?.product.thcMg).toBe(expected);
  });

  it('still refuses a value that is not a list', () => {
    expect(StoredCartListSchema.safeParse({ 0: good }).success).toBe(false);
  });
});
