// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { captureEvents } from './eventCapture.testing';
import { trackSearch } from './trackSearch';

const events = captureEvents();

it('tracks one search per submitted term, trimmed, and none for an empty one', () => {
  trackSearch('  blue dream ');
  trackSearch('   ');
  trackSearch('');
  expect(events.map(({ name, params }) => ({ name, params }))).toEqual([
    { name: 'search', params: { search_term: 'blue dream' } },
  ]);
});
