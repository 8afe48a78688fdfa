import { describe, expect, it } from 'vitest';
import { customerChoiceMenus } from './customerChoiceMenus';

describe('customerChoiceMenus', () => {
  it('names the site’s own minimum age on the recreational menu', () => {
    expect(customerChoiceMenus(false, 18)).toEqual([
      { value: 'RECREATIONAL', label: 'Recreational', description: 'For adults 18 and over.' },
    ]);
  });

  it('offers the medical menu second, only where the site turns it on (spec 6)', () => {
    expect(
      customerChoiceMenus(true, 21).map(({ value, description }) => [value, description]),
    ).toEqual([
      ['RECREATIONAL', 'For adults 21 and over.'],
      ['MEDICAL', 'For registered medical patients with a valid card.'],
    ]);
  });
});
