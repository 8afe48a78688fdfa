import { describe, expect, it } from 'vitest';
import {
  PROVIDER_IDS,
  PROVIDER_PROFILES,
  profileFor,
  resolveProviderId,
  type ProviderCapabilities,
} from './profiles';

function providersWith(capability: keyof ProviderCapabilities): string[] {
  return PROVIDER_IDS.filter((id) => PROVIDER_PROFILES[id][capability]);
}

describe('PROVIDER_PROFILES', () => {
  it.each<[keyof ProviderCapabilities, string[], string]>([
    [
      'keepsHeaderOnCheckout',
      ['pos'],
      '2.2 header stays on checkout only for the point-of-sale provider',
    ],
    ['usesRetailerAddress', ['pos'], '2.6 retailer details address for the point-of-sale provider'],
    [
      'ignoresStoreClosedPopup',
      ['pos'],
      '4.6 store-closed popup never for the point-of-sale provider',
    ],
    ['hidesStoreSelector', ['marketplace'], '2.3 store area hidden for one provider'],
    ['hidesStoreDirectoryLinks', ['marketplace'], '2.16 directory links hidden for one provider'],
    ['hidesChooseStorePrompt', ['marketplace'], '4.5 no choose-store prompt for one provider'],
    ['showsFooterStoreCarousel', ['pos', 'posAlt'], '2.11 footer carousel for two providers'],
    ['recreatesStaleCheckout', ['posAlt'], '4.13 stale checkout for one provider'],
    ['sendsCheckoutId', ['posAlt'], '7.6 checkoutId for the same provider as 4.13'],
  ])('%s is set for %j (spec %s)', (capability, expected) => {
    expect(providersWith(capability)).toEqual(expected);
  });

  it('gives the default profile no capability at all', () => {
    const { id, label, ...capabilities } = PROVIDER_PROFILES.default;
    expect(id).toBe('default');
    expect(label).not.toBe('');
    expect(Object.values(capabilities).every((value) => value === false)).toBe(true);
  });

  it('keys every profile by its own id', () => {
    for (const id of PROVIDER_IDS) expect(PROVIDER_PROFILES[id].id).toBe(id);
  });
});

describe('profileFor', () => {
  it.each([
    ['pos', 'pos'],
    ['posAlt', 'posAlt'],
    ['marketplace', 'marketplace'],
    ['unknown-provider', 'default'],
    ['', 'default'],
    [null, 'default'],
    [undefined, 'default'],
  ])('%j → %s', (input, expected) => {
    expect(profileFor(input).id).toBe(expected);
  });
});

describe('resolveProviderId', () => {
  it.each([
    ['posAlt', false, 'posAlt'],
    ['marketplace', true, 'marketplace'],
    [null, true, 'pos'],
    [null, false, 'default'],
    ['something-else', true, 'pos'],
    ['something-else', false, 'default'],
  ] as const)('store %j with CMS isPosProvider=%s → %s', (store, isPos, expected) => {
    expect(resolveProviderId(store, isPos)).toBe(expected);
  });
});
