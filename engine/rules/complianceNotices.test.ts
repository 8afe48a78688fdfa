import { describe, expect, it } from 'vitest';
import { ComplianceNoticesCmsSchema } from '../../schemas';
import { complianceNotices, complianceNoticesAt, type CompliancePlace } from './complianceNotices';

const cms = (input: Record<string, unknown>) => ComplianceNoticesCmsSchema.parse(input);
const WARNING = 'National Poison Control Center 1-800-222-1222.';

describe('complianceNotices', () => {
  it.each([
    ['the default: nothing anywhere', {}, null],
    [
      'a licence number with its label',
      { licenseNumber: 'AU-R-000123' },
      {
        license: 'License No. AU-R-000123',
        warnings: [],
      },
    ],
    [
      'a label of its own, trimmed',
      { licenseNumber: ' 42 ', licenseLabel: ' Licence # ' },
      {
        license: 'Licence # 42',
        warnings: [],
      },
    ],
    [
      'an empty label: the number alone',
      { licenseNumber: '42', licenseLabel: '' },
      {
        license: '42',
        warnings: [],
      },
    ],
    ['a label without a number: no licence line', { licenseLabel: 'License No.' }, null],
    [
      'warnings alone, blank ones left out',
      { warnings: [` ${WARNING} `, '   '] },
      {
        license: null,
        warnings: [WARNING],
      },
    ],
    ['only blank warnings: nothing', { warnings: ['  '] }, null],
  ])('%s', (_, input, expected) => expect(complianceNotices(cms(input))).toEqual(expected));
});

describe('complianceNoticesAt', () => {
  const full = { licenseNumber: 'AU-R-000123', warnings: [WARNING] };
  it.each<[CompliancePlace, Record<string, unknown>, boolean]>([
    ['footer', full, true],
    ['footer', { ...full, showOnAgeGate: false, showInPopups: false, showBesideAds: false }, true],
    ['ageGate', full, true],
    ['ageGate', { ...full, showOnAgeGate: false }, false],
    ['popups', full, true],
    ['popups', { ...full, showInPopups: false }, false],
    ['ads', full, true],
    ['ads', { ...full, showBesideAds: false }, false],
    ['ads', {}, false],
  ])('%s with %j shows: %s', (place, input, shows) =>
    expect(complianceNoticesAt(cms(input), place) !== null).toBe(shows),
  );
});
