import { describe, expect, it } from 'vitest';
import { ProductSchema } from '../../../schemas';
import { product } from './catalogueTestData';
import { productScienceData, terpeneRows } from './productScienceData';

const withScience = ProductSchema.parse({
  slug: 'blue-dream',
  productName: 'Blue Dream',
  price: 12,
  potency: { unit: 'PERCENT', thc: 0.8, thca: 24.3, cbd: 0.1 },
  terpenes: [
    { name: 'Limonene', share: 0.41 },
    { name: 'Myrcene', share: 0.82 },
    { name: 'Guaiol', share: 0.1 },
  ],
  effects: ['Relaxed', ' Happy ', 'Relaxed', '  '],
  labResult: {
    laboratory: 'SC Labs',
    batch: 'BD-2611-07',
    testedAt: '2026-03-04',
    certificateUrl: 'https://labs.example.com/coa/BD-2611-07.pdf',
  },
});

describe('productScienceData', () => {
  it('is null for a product without science, which renders as before', () => {
    expect(productScienceData(product)).toBeNull();
  });

  it('maps potency, terpenes, effects and the lab result', () => {
    expect(productScienceData(withScience)).toEqual({
      potency: {
        unit: 'PERCENT',
        stats: [
          { label: 'THC', value: '0.8%', detail: [] },
          { label: 'Total THC', value: '22.1%', detail: [] },
          { label: 'CBD', value: '0.1%', detail: [] },
        ],
        totalThcNote: expect.stringMatching(/THC\s\+\s0\.877\s×\sTHCa/),
      },
      terpenes: [
        {
          name: 'Myrcene',
          share: '0.82%',
          barPercent: 100,
          description: 'Earthy, musky; also in mangoes, hops and thyme.',
        },
        {
          name: 'Limonene',
          share: '0.41%',
          barPercent: 50,
          description: 'Bright citrus; also in lemon and orange peel.',
        },
        { name: 'Guaiol', share: '0.1%', barPercent: 12, description: null },
      ],
      effects: ['Relaxed', 'Happy'],
      labResult: {
        laboratory: 'SC Labs',
        batch: 'BD-2611-07',
        testedAt: '2026-03-04',
        testedOn: 'Mar 4, 2026',
        certificateUrl: 'https://labs.example.com/coa/BD-2611-07.pdf',
      },
    });
  });

  it.each([
    [
      { effects: ['Sleepy'] },
      { potency: null, terpenes: [], effects: ['Sleepy'], labResult: null },
    ],
    [
      { labResult: { laboratory: 'Lab', batch: 'B1', testedAt: '2025-12-31' } },
      {
        potency: null,
        terpenes: [],
        effects: [],
        labResult: expect.objectContaining({
          testedOn: 'Dec 31, 2025',
          certificateUrl: null,
        }),
      },
    ],
  ])('keeps one section alone: %j', (science, expected) => {
    const one = ProductSchema.parse({ slug: 'x', productName: 'X', price: 5, ...science });
    expect(productScienceData(one)).toEqual(expected);
  });

  it('is null when the potency has no amount and the lists are empty', () => {
    const bare = ProductSchema.parse({
      slug: 'x',
      productName: 'X',
      price: 5,
      potency: { unit: 'MILLIGRAMS' },
      effects: ['  '],
    });
    expect(productScienceData(bare)).toBeNull();
  });
});

describe('terpeneRows', () => {
  it('draws no bar when every share is zero', () => {
    expect(terpeneRows([{ name: 'Pinene', share: 0 }])).toEqual([
      expect.objectContaining({ share: '0%', barPercent: 0 }),
    ]);
  });
});
