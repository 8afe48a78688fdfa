import { describe, expect, it } from 'vitest';
import { shouldShowChooseStorePrompt, type ChooseStorePromptInput } from './chooseStorePrompt';

const SHOWN: ChooseStorePromptInput = {
  retailerId: '',
  isDefaultHomePage: false,
  providerHidesPrompt: false,
  preferenceOpen: false,
  onStorePage: false,
};

describe('choose-store prompt (spec 4.5)', () => {
  it('shows when no retailer is chosen and the shopper has not opted for the default home page', () => {
    expect(shouldShowChooseStorePrompt(SHOWN)).toBe(true);
  });

  it.each<[string, Partial<ChooseStorePromptInput>]>([
    ['a retailer is chosen', { retailerId: 'troy' }],
    ['the shopper opted for the default home page', { isDefaultHomePage: true }],
    ['the provider type hides it', { providerHidesPrompt: true }],
    ['the preference selector is open', { preferenceOpen: true }],
    ['a store page is on screen', { onStorePage: true }],
  ])('is hidden when %s', (_, change) => {
    expect(shouldShowChooseStorePrompt({ ...SHOWN, ...change })).toBe(false);
  });
});
