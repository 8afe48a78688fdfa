import { describe, expect, it } from 'vitest';
import { randomVisitorName, visitorReferrer, visitorRegistration } from './visitorRegistration';

const PAGE = 'https://shop.example/?utm_medium=cpc&utm_term=gummies';
const PLAIN_PAGE = 'https://shop.example/';

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

  it.each([
    ['https://www.google.co.uk/', 'Google'],
    ['https://google.com/', 'Google'],
    ['https://www.bing.com/search?q=x', 'Bing'],
    ['https://search.yahoo.com/', 'Yahoo'],
    ['https://duckduckgo.com/', 'DuckDuckGo'],
    ['https://www.baidu.com/', 'Baidu'],
    ['https://yandex.ru/', 'Yandex'],
    ['https://www.ecosia.org/', 'Ecosia'],
    ['https://WWW.GOOGLE.COM/', 'Google'],
    ['https://notgoogle.com/', 'notgoogle.com'],
    ['https://bing.com.evil.example/', 'bing.com.evil.example'],
  ])('%j → source %j', (referrer, source) => {
    expect(visitorReferrer(referrer, PLAIN_PAGE).source).toBe(source);
  });

  it('uses the referrer host otherwise, lower-cased, with the full referrer as uri', () => {
    expect(visitorReferrer('https://Blog.Example/post?id=1', PLAIN_PAGE)).toEqual({
      known: true,
      domain: 'blog.example',
      source: 'blog.example',
      medium: '',
      term: '',
      uri: 'https://Blog.Example/post?id=1',
    });
  });

  it.each([[''], ['not a url'], ['/relative/path']])(
    'is "Direct" without a readable referrer (%j)',
    (referrer) => {
      expect(visitorReferrer(referrer, PLAIN_PAGE)).toEqual({
        known: false,
        domain: '',
        source: 'Direct',
        medium: '',
        term: '',
        uri: '',
      });
    },
  );

  it('reads utm_medium and utm_term from the page even for a direct visit', () => {
    expect(
      visitorReferrer('', 'https://shop.example/deals?utm_term=pre%20rolls&utm_medium=email'),
    ).toMatchObject({ source: 'Direct', medium: 'email', term: 'pre rolls' });
  });

  it('leaves medium and term empty when the page address cannot be read', () => {
    expect(visitorReferrer('https://blog.example/', 'nonsense')).toMatchObject({
      source: 'blog.example',
      medium: '',
      term: '',
    });
  });
});

describe('visitorRegistration (spec 7.5 body)', () => {
  const input = {
    referrer: 'https://www.bing.com/search?q=dispensary',
    href: PAGE,
    host: 'shop.example:8080',
    nowMs: 1_800_000_000_999,
    timezone: 'America/Detroit',
    random: () => 0,
  };

  it('builds the body in unix seconds with the host and the timezone', () => {
    expect(visitorRegistration(input)).toEqual({
      name: 'Calm Otter 0',
      url: 'shop.example:8080',
      referrer: {
        known: true,
        domain: 'www.bing.com',
        source: 'Bing',
        medium: 'cpc',
        term: 'gummies',
        uri: 'https://www.bing.com/search?q=dispensary',
      },
      unixTimeStamp: 1_800_000_000,
      timezone: 'America/Detroit',
    });
  });

  it('falls back to UTC when the browser reports no timezone', () => {
    expect(visitorRegistration({ ...input, timezone: '' }).timezone).toBe('UTC');
  });
});

describe('randomVisitorName', () => {
  it('picks from the word lists with the random function given', () => {
    expect(randomVisitorName(() => 0)).toBe('Calm Otter 0');
    expect(randomVisitorName(() => 0.5)).toBe('Sunny Heron 50');
  });

  it('stays inside the word lists even at the top of the random range', () => {
    expect(randomVisitorName(() => 0.9999)).toBe('Lucky Badger 99');
  });
});
