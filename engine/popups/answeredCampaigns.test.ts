import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../stores/storage';
import {
  ANSWERED_CAMPAIGNS_KEY,
  readAnsweredCampaigns,
  rememberAnsweredCampaign,
} from './answeredCampaigns';

describe('answered popup campaigns', () => {
  it('remembers answers across reads, once each', () => {
    const storage = createMemoryStorage();
    rememberAnsweredCampaign(storage, 'a');
    rememberAnsweredCampaign(storage, 'b');
    rememberAnsweredCampaign(storage, 'a');
    expect([...readAnsweredCampaigns(storage)]).toEqual(['a', 'b']);
  });

  it.each([['not json'], ['{"a":1}'], ['[1,2]'], ['null']])(
    'ignores a corrupted value %j',
    (raw) => {
      const storage = createMemoryStorage({ [ANSWERED_CAMPAIGNS_KEY]: raw });
      expect(readAnsweredCampaigns(storage).size).toBe(0);
      rememberAnsweredCampaign(storage, 'c');
      expect([...readAnsweredCampaigns(storage)]).toEqual(['c']);
    },
  );

  it('works without storage', () => {
    expect(readAnsweredCampaigns(null).size).toBe(0);
    expect(() => rememberAnsweredCampaign(null, 'x')).not.toThrow();
  });
});
