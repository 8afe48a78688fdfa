import { describe, expect, it } from 'vitest';
import { randomVisitorName, visitorReferrer, visitorRegistration } from './visitorRegistration';

const PAGE = 'https://shop.example/?utm_medium=cpc&utm_term=gummies';

describe('visitorReferrer (spec 7.5)', () => {
  it('names a search engine as the source', () => {
    expect(visitorReferrer('https://www.google.com/search?q=x', PAGE)).toEqual({
      known: true,
      domain: 'www.google.com',
      source: 'Google',
      medium: 'cpc',
      term: 'gummies',
      uri: 'https://www.google.com/search?q=x',
    });
  });

  it('uses the referrer host otherwise, and "Direct" without a referrer', () => {
    expect(visitorReferrer('https://blog.example/post', 'https://shop.example/').source).toBe(
      'blog.example',
    );
    expect(visitorReferrer('', 'https://shop.example/')).toEqual({
      known: false,
      domain: '',
      source: 'Direct',
      medium: '',
      term: '',
      uri: '',
    });
  });
});

describe('visitorRegistration', () => {
  it('builds the 7.5 body in unix seconds with the timezone', () => {
    const body = visitorRegistration({
      referrer: '',
      href: 'https://shop.example/',
      host: 'shop.example',
      nowMs: 1_800_000_000_999,
      timezone: 'America/Detroit',
      random: () => 0,
    });
    expect(body).toMatchObject({
      name: 'Calm Otter 0',
      url: 'shop.example',
      unixTimeStamp: 1_800_000_000,
      timezone: 'America/Detroit',
    });
  });

  it('picks names inside the word lists even at the top of the random range', () => {
    expect(randomVisitorName(() => 0.9999)).toBe('Lucky Badger 99');
  });
});
