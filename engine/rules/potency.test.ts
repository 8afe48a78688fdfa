import { describe, expect, it } from 'vitest';
import { PotencySchema, THCA_TO_THC } from '../../schemas';
import { TOTAL_THC_NOTE, formatAmount, formatQuantity, potencyData } from './potency';

describe('formatQuantity', () => {
  it.each([
    [21.4, '21.4'],
    [21.4000001, '21.4'],
    [0.05, '0.05'],
    [0.125, '0.13'],
    [18, '18'],
    [2.5, '2.5'],
    [0, '0'],
    [1000, '1,000'],
    [12500.5, '12,500.5'],
  ])('%s → %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });
});

describe('formatAmount', () => {
  it.each([
    [21.4, 'PERCENT', '21.4%'],
    [0.1, 'PERCENT', '0.1%'],
    [100, 'MILLIGRAMS', '100 mg'],
    [2.5, 'MILLIGRAMS', '2.5 mg'],
  ] as const)('%s %s → %s', (value, unit, text) => {
    expect(formatAmount(value, unit)).toBe(text);
  });
});

describe('potencyData', () => {
  it('shows a flower’s shares, Total THC from THCa with its note', () => {
    const potency = PotencySchema.parse({ unit: 'PERCENT', thc: 0.8, thca: 24.3, cbd: 0.1 });
    expect(potencyData(potency)).toEqual({
      unit: 'PERCENT',
      stats: [
        { label: 'THC', value: '0.8%', detail: [] },
        { label: 'Total THC', value: '22.1%', detail: [] },
        { label: 'CBD', value: '0.1%', detail: [] },
      ],
      totalThcNote: TOTAL_THC_NOTE,
    });
  });

  it('says an edible’s milligrams per package and per serving', () => {
    const potency = PotencySchema.parse({
      unit: 'MILLIGRAMS',
      thc: 100,
      cbd: 20,
      thcPerServing: 10,
    });
    expect(potencyData(potency)).toEqual({
      unit: 'MILLIGRAMS',
      stats: [
        { label: 'THC', value: '100 mg', detail: ['per package', '10 mg per serving'] },
        { label: 'CBD', value: '20 mg', detail: ['per package'] },
      ],
      totalThcNote: null,
    });
  });

  it.each([
    [{ unit: 'PERCENT', thc: 21.4 }, [['THC', '21.4%', []]]],
    [{ unit: 'PERCENT', cbd: 14.2, cbdPerServing: 5 }, [['CBD', '14.2%', []]]],
    [{ unit: 'PERCENT', thca: 20 }, [['Total THC', '17.5%', []]]],
    [{ unit: 'MILLIGRAMS', thcPerServing: 5 }, [['THC', '5 mg', ['per serving']]]],
    [
      { unit: 'MILLIGRAMS', thc: 10, thca: 2 },
      [
        ['THC', '10 mg', ['per package']],
        ['Total THC', '11.8 mg', ['per package']],
      ],
    ],
  ] as const)('shows only the amounts given: %j', (input, rows) => {
    const data = potencyData(PotencySchema.parse(input));
    expect(data?.stats.map((s) => [s.label, s.value, s.detail])).toEqual(rows);
  });

  it.each([null, PotencySchema.parse({ unit: 'PERCENT' })])(
    'is null without an amount: %j',
    (potency) => {
      expect(potencyData(potency)).toBeNull();
    },
  );

  it('writes out the schema’s THCa factor in its note', () => {
    expect(TOTAL_THC_NOTE).toContain(`THC\u00a0+\u00a0${THCA_TO_THC}\u00a0×\u00a0THCa`);
  });
});
