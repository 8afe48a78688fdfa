import { describe, expect, it } from 'vitest';
import { DealsImageSettingCmsSchema, SpecialSchema } from '../../../schemas';
import { dealHeaderData, findSpecial } from './dealHeaderData';

const special = SpecialSchema.parse({
  id: 's-02',
  name: 'BOGO Pre Rolls',
  urlSlug: 'bogo-pre-rolls',
  menuDisplayConfiguration: {
    image: '/images/deals/bogo-pre-rolls.svg',
    name: 'BOGO Pre Rolls',
    description: 'Buy one pre roll, get one free.',
  },
});
const providerImage = DealsImageSettingCmsSchema.parse({ useMenuProviderImage: true });

describe('dealHeaderData', () => {
  it('keeps the description and the scope', () => {
    expect(dealHeaderData(special, providerImage, 'In Pre Rolls')).toEqual({
      name: 'BOGO Pre Rolls',
      description: 'Buy one pre roll, get one free.',
      image: { src: '/images/deals/bogo-pre-rolls.svg', alt: '' },
      scope: 'In Pre Rolls',
    });
  });
});

describe('findSpecial', () => {
  it.each([
    ['bogo-pre-rolls', 's-02'],
    ['BOGO-Pre-Rolls', 's-02'],
    // The router has decoded the slug already: "%" is a character here, never an escape.
    ['%', null],
    ['bogo%2Dpre-rolls', null],
    ['nope', null],
  ])('%s → %s', (slug, id) => {
    expect(findSpecial([special], slug)?.id ?? null).toBe(id);
  });

  it('finds a special whose slug holds a "%"', () => {
    const percent = { ...special, id: 's-20', urlSlug: '20%-off' };
    expect(findSpecial([special, percent], '20%-off')?.id).toBe('s-20');
  });
});
