/**
 * The popup visitor's registration body (spec 7.5): a random name, the host, where the shopper
 * came from, the time and the browser's timezone. Pure: the caller passes what the browser knows.
 * The body's schema is the API contract's (schemas/api/requestBodies.ts).
 */
import type { VisitorRegistrationBody } from '../../schemas/api/requestBodies';

const SEARCH_ENGINES: readonly [pattern: RegExp, name: string][] = [
  [/(^|\.)google\./, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)yahoo\./, 'Yahoo'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)baidu\.com$/, 'Baidu'],
  [/(^|\.)yandex\./, 'Yandex'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
];

const ADJECTIVES = ['Calm', 'Bright', 'Happy', 'Mellow', 'Sunny', 'Clever', 'Gentle', 'Lucky'];
const ANIMALS = ['Otter', 'Falcon', 'Panda', 'Fox', 'Heron', 'Lynx', 'Koala', 'Badger'];

export type VisitorRegistration = VisitorRegistrationBody;
export type VisitorReferrer = VisitorRegistration['referrer'];

function hostOf(uri: string): string | null {
  try {
    return new URL(uri).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** source: a search engine, the referrer's host, or "Direct"; medium/term from the page's utm. */
export function visitorReferrer(referrerUri: string, pageHref: string): VisitorReferrer {
  const params = (() => {
    try {
      return new URL(pageHref).searchParams;
    } catch {
      return new URLSearchParams();
    }
  })();
  const medium = params.get('utm_medium') ?? '';
  const term = params.get('utm_term') ?? '';
  const domain = hostOf(referrerUri);
  if (domain === null) return { known: false, domain: '', source: 'Direct', medium, term, uri: '' };
  const engine = SEARCH_ENGINES.find(([pattern]) => pattern.test(domain));
  return { known: true, domain, source: engine?.[1] ?? domain, medium, term, uri: referrerUri };
}

/** "Calm Otter 42": friendly in the CMS's visitor list, random enough to tell visitors apart. */
export function randomVisitorName(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] ?? list[0];
  return `${pick(ADJECTIVES)} ${pick(ANIMALS)} ${Math.floor(random() * 100)}`;
}

export function visitorRegistration(input: {
  referrer: string;
  href: string;
  host: string;
  nowMs: number;
  timezone: string;
  random: () => number;
}): VisitorRegistration {
  return {
    name: randomVisitorName(input.random),
    url: input.host,
    referrer: visitorReferrer(input.referrer, input.href),
    unixTimeStamp: Math.floor(input.nowMs / 1000),
    timezone: input.timezone || 'UTC',
  };
}
